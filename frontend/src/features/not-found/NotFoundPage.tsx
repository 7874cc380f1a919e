import { useLanguage } from '../../i18n';
import { ActionLinks } from '../../components/ActionLinks';
import { SHELL_TEXT } from '../../components/texts';
import { NOT_FOUND_TEXT } from './texts';
import { usePageTitle } from '../../components/usePageTitle';

export function NotFoundPage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(NOT_FOUND_TEXT);
  usePageTitle(text.notFoundPage);
  return (
    <section className="page page--center not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="display">{text.notFoundPage}</h1>
      <p className="muted">{text.notFoundBody}</p>
      <ActionLinks
        primary={{ to: '/', label: text.goHome }}
        secondary={{ to: '/shop', label: shell.shopAll }}
      />
    </section>
  );
}
