import { ORDER_STATUS_LABELS } from '@freakdrop/contract';
import type { Order, Settings } from '../../api/types';
import { ADMIN_TEXT } from '../texts';
import { formatAED, formatShopDate, formatUaePhone } from '../../components/format';
import { shownSize } from './lineText';
import { ORDER_PAGE_TEXT } from './orderPageTexts';

/**
 * One order's invoice / delivery note: the single order's print page and the selection's
 * printable page (one note per sheet) both show it; orders/print.css styles it.
 */
export function DeliveryNote({ order, settings }: { order: Order; settings?: Settings }) {
  return (
    <article className="invoice">
      <header className="invoice-head">
        <div>
          <div className="invoice-brand">FreakDrop</div>
          {settings && <div className="invoice-tagline">{settings.brandTagline}</div>}
        </div>
        {settings && (
          <div className="invoice-contact">
            <div>{settings.contactEmail}</div>
            <div>{formatUaePhone(settings.whatsappNumber)}</div>
            <div>{settings.instagramHandle}</div>
          </div>
        )}
      </header>

      <h1 className="invoice-title">{ADMIN_TEXT.invoiceTitle}</h1>
      <div className="invoice-meta">
        <div>
          <span className="invoice-label">{ADMIN_TEXT.invoiceOrder}</span>
          <strong className="invoice-number">{order.orderNumber}</strong>
        </div>
        <div>
          <span className="invoice-label">{ADMIN_TEXT.invoiceDate}</span>
          {formatShopDate(order.createdAt)}
        </div>
        <div>
          <span className="invoice-label">{ADMIN_TEXT.colStatus}</span>
          {ORDER_STATUS_LABELS[order.status]}
        </div>
      </div>

      <section className="invoice-address">
        <span className="invoice-label">{ADMIN_TEXT.invoiceDeliverTo}</span>
        <strong>{order.customerName}</strong>
        <div>{formatUaePhone(order.phone)}</div>
        <div>{order.addressLine1}</div>
        {order.addressLine2 && <div>{order.addressLine2}</div>}
        <div>{order.city}, UAE</div>
        {order.email && <div>{order.email}</div>}
        {order.notes && (
          <div className="invoice-notes">
            {ADMIN_TEXT.notes}: {order.notes}
          </div>
        )}
      </section>

      <table className="invoice-items">
        <thead>
          <tr>
            <th>{ADMIN_TEXT.colProduct}</th>
            <th>{ADMIN_TEXT.size}</th>
            <th>{ADMIN_TEXT.color}</th>
            <th className="num">{ADMIN_TEXT.qty}</th>
            <th className="num">{ADMIN_TEXT.colPrice}</th>
            <th className="num">{ADMIN_TEXT.total}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>{item.title}</td>
              <td>{shownSize(item.size) ?? '—'}</td>
              <td>{item.color ?? '—'}</td>
              <td className="num">{item.qty}</td>
              <td className="num">{formatAED(item.priceAED)}</td>
              <td className="num">{formatAED(item.lineTotalAED)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>{ADMIN_TEXT.subtotal}</td>
            <td className="num">{formatAED(order.subtotalAED)}</td>
          </tr>
          {!!order.discountAED && (
            <tr data-testid="discount-line">
              <td colSpan={5}>{ADMIN_TEXT.discountLine(order.promoCode)}</td>
              <td className="num">−{formatAED(order.discountAED)}</td>
            </tr>
          )}
          <tr>
            <td colSpan={5}>{ADMIN_TEXT.deliveryFee}</td>
            <td className="num">{formatAED(order.deliveryAED)}</td>
          </tr>
          {order.codFeeAED > 0 && (
            <tr>
              <td colSpan={5}>{ORDER_PAGE_TEXT.codFee}</td>
              <td className="num">{formatAED(order.codFeeAED)}</td>
            </tr>
          )}
          <tr className="invoice-total">
            <td colSpan={5}>{ADMIN_TEXT.total}</td>
            <td className="num">{formatAED(order.totalAED)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="invoice-cod">{ADMIN_TEXT.invoiceCollect(formatAED(order.totalAED))}</div>
      <p className="invoice-thanks">{ADMIN_TEXT.invoiceThanks}</p>
    </article>
  );
}
