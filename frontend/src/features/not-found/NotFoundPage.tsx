import { useLanguage } from '../../i18n';
import { NotFoundView } from '../../components/NotFoundView';
import { SHELL_TEXT } from '../../components/texts';
import { NOT_FOUND_TEXT } from './texts';
import { usePageTitle } from '../../components/usePageTitle';

export function NotFoundPage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(NOT_FOUND_TEXT);
  usePageTitle(text.notFoundPage);
  return (
    <NotFoundView
      title={text.notFoundPage}
      body={text.notFoundBody}
      primary={{ to: '/', label: text.goHome }}
      secondary={{ to: '/shop', label: shell.shopAll }}
    />
  );
}
