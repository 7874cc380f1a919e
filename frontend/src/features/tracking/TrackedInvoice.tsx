/**
 * The delivered order's tax invoice on the tracking page, for a VAT-registered shop: the same
 * order number and phone as the lookup; nothing at all when there is none (404).
 */
import { useState } from 'react';
import { TaxDocumentView } from '../../components/TaxDocument';
import { useLanguage } from '../../i18n';
import { TRACK_TEXT } from './texts';
import { useTrackedInvoiceQuery } from './trackingApi';

export function TrackedInvoice({ orderNumber, phone }: { orderNumber: string; phone: string }) {
  const text = useLanguage().t(TRACK_TEXT);
  const { data } = useTrackedInvoiceQuery({ orderNumber, phone });
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <section className="tracked-invoice">
      <div className="tracked-invoice__actions">
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {text.taxInvoice} · <bdi>{data.number}</bdi>
        </button>
        {open && (
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            {text.printInvoice}
          </button>
        )}
      </div>
      {open && (
        <div className="tracked-invoice__paper" dir="ltr">
          <TaxDocumentView doc={data} />
        </div>
      )}
    </section>
  );
}
