/**
 * /track-order: order number + phone; the address carries both so the confirmation
 * can link straight to the result.
 */
import { useLanguage } from '../../i18n';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrackedOrder } from '../../api/types';
import { PHONE_PREFIX, showTypedPhone, TRACKING_RULES } from '@freakdrop/contract';
import { MSG } from '../../i18n/messages';
import { ORDER_STATUS_LABELS } from '../../i18n/orderMessages';
import { SHELL_TEXT } from '../../components/texts';
import { formatShopDate } from '../../components/format';
import { ORDER_PROGRESS_STEPS, TRACK_TEXT } from './texts';
import { apiErrorText, readApiError } from '../../app/apiError';
import { FormField } from '../../components/FormField';
import { OrderTotals } from '../../components/OrderLines';
import { DeliveryAddress, TrackedOrderLines } from './OrderDetails';
import { usePageTitle } from '../../components/usePageTitle';
import { validateTracking } from './trackForm';
import type { TrackErrors } from './trackForm';
import { useTrackOrderQuery } from './trackingApi';
import { TrackedInvoice } from './TrackedInvoice';

function Progress({ order }: { order: TrackedOrder }) {
  const lang = useLanguage();
  const text = lang.t(TRACK_TEXT);
  const statusLabels = lang.t(ORDER_STATUS_LABELS);
  const reached = ORDER_PROGRESS_STEPS.indexOf(order.status);
  return (
    <ol className="progress" aria-label={text.progress}>
      {ORDER_PROGRESS_STEPS.map((step, i) => (
        <li
          key={step}
          className={`progress__step${i <= reached ? ' is-done' : ''}`}
          aria-current={i === reached ? 'step' : undefined}
        >
          <span className="progress__dot" aria-hidden="true" />
          <span className="progress__label">{statusLabels[step]}</span>
        </li>
      ))}
    </ol>
  );
}

function OrderResult({ order, phone }: { order: TrackedOrder; phone?: string }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(TRACK_TEXT);
  const statusLabels = lang.t(ORDER_STATUS_LABELS);
  return (
    <section className="panel tracked" aria-labelledby="tracked-title">
      <div className="tracked__head">
        <div>
          <h2 id="tracked-title" className="panel__title">
            <bdi>{order.orderNumber}</bdi>
          </h2>
          <p className="muted small">
            {text.placedOn(formatShopDate(order.createdAt, lang.locale))}
          </p>
        </div>
        <span className={`status status--${order.status.toLowerCase()}`}>
          <span className="sr-only">{shell.status}: </span>
          {statusLabels[order.status]}
        </span>
      </div>
      {order.status !== 'CANCELLED' && <Progress order={order} />}

      <h3 className="tracked__sub">{shell.items}</h3>
      <TrackedOrderLines order={order} />
      <OrderTotals
        subtotalAED={order.subtotalAED}
        deliveryAED={order.deliveryAED}
        codFeeAED={order.codFeeAED}
        discountAED={order.discountAED}
        promoCode={order.promoCode}
        totalAED={order.totalAED}
      />

      <h3 className="tracked__sub">{text.deliveryInfo}</h3>
      <DeliveryAddress order={order} />
      {order.status === 'DELIVERED' && phone && (
        <TrackedInvoice orderNumber={order.orderNumber} phone={phone} />
      )}
    </section>
  );
}

export function TrackOrderPage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(TRACK_TEXT);
  const msg = lang.t(MSG);
  usePageTitle(text.trackTitle);
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
    const found = validateTracking({ orderNumber, phone }, lang);
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
      <h1 className="page-title display">{text.trackTitle}</h1>
      <p className="muted">{text.trackIntro}</p>
      <form className="panel form" noValidate onSubmit={submit}>
        <FormField id="track-orderNumber" label={text.orderNumberLabel} error={errors.orderNumber}>
          {(a11y) => (
            <input
              {...a11y}
              name="orderNumber"
              value={orderNumber}
              placeholder={text.orderNumberPlaceholder}
              autoCapitalize="characters"
              maxLength={40}
              dir="ltr"
              onChange={(e) => setOrderNumber(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="track-phone" label={shell.phone} error={errors.phone}>
          {(a11y) => (
            <input
              {...a11y}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              maxLength={TRACKING_RULES.phone.maxLength}
              dir="ltr"
              onChange={(e) => setPhone(e.target.value)}
              onBlur={() => setPhone(showTypedPhone(phone))}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn--primary btn--block" disabled={isFetching}>
          {isFetching ? text.tracking : text.trackButton}
        </button>
      </form>

      {ready && isFetching && (
        <p role="status" className="muted">
          {shell.loading}
        </p>
      )}
      {ready && !isFetching && isError && (
        <div className="panel not-found-card" role="alert">
          <h2 className="panel__title">{msg.orderNotFoundTitle}</h2>
          <p>{text.orderNotFoundBody}</p>
          {!notFound && <p className="muted small">{apiErrorText(error, lang)}</p>}
        </div>
      )}
      {ready && !isFetching && data && !isError && <OrderResult order={data} phone={query.phone} />}
    </div>
  );
}
