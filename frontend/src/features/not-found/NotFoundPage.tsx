import { ActionLinks } from '../../components/ActionLinks';
import { SHELL_TEXT } from '../../app/texts';
import { NOT_FOUND_TEXT } from './texts';
import { usePageTitle } from '../../components/usePageTitle';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TEXT.notFoundPage);
  return (
    <section className="page page--center not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="display">{NOT_FOUND_TEXT.notFoundPage}</h1>
      <p className="muted">{NOT_FOUND_TEXT.notFoundBody}</p>
      <ActionLinks
        primary={{ to: '/', label: NOT_FOUND_TEXT.goHome }}
        secondary={{ to: '/shop', label: SHELL_TEXT.shopAll }}
      />
    </section>
  );
}
