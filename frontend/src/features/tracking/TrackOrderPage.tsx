/**
 * /track-order: order number + phone; the address carries both so the confirmation
 * can link straight to the result.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrackedOrder } from '@contract';
import { MSG, ORDER_STATUS_LABELS, PHONE_PREFIX } from '@contract';
import { SHELL_TEXT } from '../../app/texts';
import { formatAED, formatShopDate, formatUaePhone } from '../../components/format';
import { ORDER_PROGRESS_STEPS, TRACK_TEXT } from './texts';
import { apiErrorText, readApiError } from '../../app/apiError';
import { lineVariantText } from '../../components/lineVariant';
import { ProductImage } from '../../components/ProductImage';
import { usePageTitle } from '../../components/usePageTitle';
import { validateTracking } from './trackForm';
import type { TrackErrors } from './trackForm';
import { useTrackOrderQuery } from './trackingApi';

function Progress({ order }: { order: TrackedOrder }) {
  const reached = ORDER_PROGRESS_STEPS.indexOf(order.status);
  return (
    <ol className="progress" aria-label={TRACK_TEXT.progress}>
      {ORDER_PROGRESS_STEPS.map((step, i) => (
        <li
          key={step}
          className={`progress__step${i <= reached ? ' is-done' : ''}`}
          aria-current={i === reached ? 'step' : undefined}
        >
          <span className="progress__dot" aria-hidden="true" />
          <span className="progress__label">{ORDER_STATUS_LABELS[step]}</span>
        </li>
      ))}
    </ol>
  );
}

function OrderResult({ order }: { order: TrackedOrder }) {
  return (
    <section className="panel tracked" aria-labelledby="tracked-title">
      <div className="tracked__head">
        <div>
          <h2 id="tracked-title" className="panel__title">
            {order.orderNumber}
          </h2>
          <p className="muted small">{TRACK_TEXT.placedOn(formatShopDate(order.createdAt))}</p>
        </div>
        <span className={`status status--${order.status.toLowerCase()}`}>
          <span className="sr-only">{SHELL_TEXT.status}: </span>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </div>
      {order.status !== 'CANCELLED' && <Progress order={order} />}

      <h3 className="tracked__sub">{SHELL_TEXT.items}</h3>
      <ul className="summary__items">
        {order.items.map((item, i) => (
          <li
            key={`${item.productId ?? ''}-${item.size}-${item.color ?? ''}-${i}`}
            className="summary__item"
          >
            <ProductImage
              src={item.image || undefined}
              alt=""
              sizes="56px"
              className="summary__img"
            />
            <div className="summary__info">
              <p>{item.title}</p>
              <p className="muted small">{lineVariantText(item.size, item.color)}</p>
              <p className="muted small">
                {item.qty} × {formatAED(item.priceAED)}
              </p>
            </div>
            <p className="summary__line">{formatAED(item.lineTotalAED)}</p>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>{SHELL_TEXT.subtotal}</dt>
          <dd>{formatAED(order.subtotalAED)}</dd>
        </div>
        <div>
          <dt>{SHELL_TEXT.delivery}</dt>
          <dd>{formatAED(order.deliveryAED)}</dd>
        </div>
        <div className="totals__total">
          <dt>{SHELL_TEXT.total}</dt>
          <dd>{formatAED(order.totalAED)}</dd>
        </div>
      </dl>

      <h3 className="tracked__sub">{TRACK_TEXT.deliveryInfo}</h3>
      <address className="tracked__address">
        <strong>{order.customerName}</strong>
        <br />
        {formatUaePhone(order.phone)}
        <br />
        {order.addressLine1}
        {order.addressLine2 && (
          <>
            <br />
            {order.addressLine2}
          </>
        )}
        <br />
        {order.city}
      </address>
    </section>
  );
}

export function TrackOrderPage() {
  usePageTitle(TRACK_TEXT.trackTitle);
  const [params, setParams] = useSearchParams();
  const query = {
    orderNumber: (params.get('orderNumber') ?? '').trim(),
    phone: (params.get('phone') ?? '').trim(),
  };
  const ready = Boolean(query.orderNumber && query.phone);
  const { data, error, isFetching, isError, refetch } = useTrackOrderQuery(query, { skip: !ready });

  const [orderNumber, setOrderNumber] = useState(query.orderNumber);
  const [phone, setPhone] = useState(query.phone || `${PHONE_PREFIX} `);
  const [errors, setErrors] = useState<TrackErrors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateTracking({ orderNumber, phone });
    setErrors(found);
    if (found.orderNumber || found.phone) return;
    const next = { orderNumber: orderNumber.trim().toUpperCase(), phone: phone.trim() };
    // The same look-up again asks the server again (the status may have moved on).
    if (ready && next.orderNumber === query.orderNumber && next.phone === query.phone) refetch();
    else setParams(next);
  }

  const notFound = isError && readApiError(error).code === 'NOT_FOUND';

  return (
    <div className="page page--narrow track">
      <h1 className="page-title display">{TRACK_TEXT.trackTitle}</h1>
      <p className="muted">{TRACK_TEXT.trackIntro}</p>
      <form className="panel form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="track-orderNumber">{TRACK_TEXT.orderNumberLabel}</label>
          <input
            id="track-orderNumber"
            name="orderNumber"
            value={orderNumber}
            placeholder={TRACK_TEXT.orderNumberPlaceholder}
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={errors.orderNumber ? true : undefined}
            aria-describedby={errors.orderNumber ? 'track-orderNumber-error' : undefined}
            onChange={(e) => setOrderNumber(e.target.value)}
          />
          {errors.orderNumber && (
            <p className="field__error" id="track-orderNumber-error">
              {errors.orderNumber}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="track-phone">{SHELL_TEXT.phone}</label>
          <input
            id="track-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            maxLength={20}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'track-phone-error' : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
          {errors.phone && (
            <p className="field__error" id="track-phone-error">
              {errors.phone}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={isFetching}>
          {isFetching ? TRACK_TEXT.tracking : TRACK_TEXT.trackButton}
        </button>
      </form>

      {ready && isFetching && (
        <p role="status" className="muted">
          {SHELL_TEXT.loading}
        </p>
      )}
      {ready && !isFetching && isError && (
        <div className="panel not-found-card" role="alert">
          <h2 className="panel__title">{MSG.orderNotFoundTitle}</h2>
          <p>{TRACK_TEXT.orderNotFoundBody}</p>
          {!notFound && <p className="muted small">{apiErrorText(error)}</p>}
        </div>
      )}
      {ready && !isFetching && data && !isError && <OrderResult order={data} />}
    </div>
  );
}
