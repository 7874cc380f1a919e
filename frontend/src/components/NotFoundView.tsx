/**
 * The one "not found" screen: the big 404, the title, a line of text and two ways on. The 404
 * page and a missing product both show it, so they look the same.
 */
import { ShopLink } from './ShopLink';

interface Action {
  to: string;
  label: string;
}

export function NotFoundView(props: {
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
      <h1 className="display">{props.title}</h1>
      <p className="muted">{props.body}</p>
      <div className="actions">
        <ShopLink to={props.primary.to} className="btn btn--primary">
          {props.primary.label}
        </ShopLink>
        <ShopLink to={props.secondary.to} className="btn btn--ghost">
          {props.secondary.label}
        </ShopLink>
      </div>
    </section>
  );
}

/** For `lazy()` (a missing product's page loads it only then). */
export default NotFoundView;
