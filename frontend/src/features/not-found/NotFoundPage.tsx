import { Link } from 'react-router-dom';
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
      <div className="actions">
        <Link to="/" className="btn btn--primary">
          {NOT_FOUND_TEXT.goHome}
        </Link>
        <Link to="/shop" className="btn btn--ghost">
          {SHELL_TEXT.shopAll}
        </Link>
      </div>
    </section>
  );
}
