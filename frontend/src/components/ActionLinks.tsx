/** A page's two buttons: the main way on, and the other one. */
import { ShopLink } from './ShopLink';

interface Action {
  to: string;
  label: string;
}

export function ActionLinks({
  primary,
  secondary,
  big = false,
}: {
  primary: Action;
  secondary: Action;
  big?: boolean;
}) {
  const size = big ? ' btn--big' : '';
  return (
    <div className="actions">
      <ShopLink to={primary.to} className={`btn btn--primary${size}`}>
        {primary.label}
      </ShopLink>
      <ShopLink to={secondary.to} className={`btn btn--ghost${size}`}>
        {secondary.label}
      </ShopLink>
    </div>
  );
}
