/**
 * The one "not found" screen: the big 404, the title, a line of text and two ways on. The 404
 * page and a missing product both show it, so they look the same.
 */
import { ActionLinks } from './ActionLinks';

interface Action {
  to: string;
  label: string;
}

export function NotFoundView({
  title,
  body,
  primary,
  secondary,
}: {
  title: string;
  body: string;
  primary: Action;
  secondary: Action;
}) {
  return (
    <section className="page page--center not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="display">{title}</h1>
      <p className="muted">{body}</p>
      <ActionLinks primary={primary} secondary={secondary} />
    </section>
  );
}
