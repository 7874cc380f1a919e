/** A tax invoice or credit note as issued, printable (A4), English and Arabic side by side. */
import { EMIRATE_AR } from '@freakdrop/contract';
import type { Emirate } from '@freakdrop/contract';
import type { TaxDocument } from '../api/types';
import { formatAED, formatShopDate, formatUaePhone } from './format';
import { DOC_TEXT } from './taxDocumentText';

type Words = { en: string; ar: string };

/** A label in both languages: English first, Arabic (right to left) beside it. */
function Both({ words }: { words: Words }) {
  return (
    <span className="taxdoc-both">
      <span lang="en">{words.en}</span>
      <span lang="ar" dir="rtl">
        {words.ar}
      </span>
    </span>
  );
}

const lineName = (line: TaxDocument['lines'][number]): Words =>
  line.kind === 'delivery'
    ? DOC_TEXT.delivery
    : line.kind === 'codFee'
      ? DOC_TEXT.codFee
      : { en: line.description, ar: '' };

/** The printable bilingual tax invoice or credit note, A4, as issued (the API's own copy). */
export function TaxDocumentView({ doc }: { doc: TaxDocument }) {
  const title = doc.kind === 'credit' ? DOC_TEXT.credit : DOC_TEXT.invoice;
  const emirate = doc.buyer.emirate as Emirate;
  return (
    <article className="taxdoc" data-testid="tax-document">
      <header className="taxdoc-head">
        <div className="taxdoc-seller" lang="en">
          <strong>{doc.seller.legalName}</strong>
          <div>{doc.seller.address}</div>
        </div>
        <h1 className="taxdoc-title">
          <span lang="en">{title.en}</span>
          <span className="taxdoc-slash"> / </span>
          <span lang="ar" dir="rtl">
            {title.ar}
          </span>
        </h1>
        <div className="taxdoc-seller taxdoc-ar" lang="ar" dir="rtl">
          <strong>{doc.seller.legalNameAr}</strong>
          <div>{doc.seller.addressAr}</div>
        </div>
      </header>

      <dl className="taxdoc-meta">
        <dt>
          <Both words={DOC_TEXT.trn} />
        </dt>
        <dd className="taxdoc-mono">{doc.seller.trn}</dd>
        <dt>
          <Both words={DOC_TEXT.number} />
        </dt>
        <dd className="taxdoc-mono">{doc.number}</dd>
        {doc.invoiceNumber && (
          <>
            <dt>
              <Both words={DOC_TEXT.invoiceRef} />
            </dt>
            <dd className="taxdoc-mono">{doc.invoiceNumber}</dd>
          </>
        )}
        <dt>
          <Both words={DOC_TEXT.order} />
        </dt>
        <dd className="taxdoc-mono">{doc.orderNumber}</dd>
        <dt>
          <Both words={DOC_TEXT.issued} />
        </dt>
        <dd>{formatShopDate(doc.issuedAt)}</dd>
        <dt>
          <Both words={DOC_TEXT.supplied} />
        </dt>
        <dd>{formatShopDate(doc.suppliedAt)}</dd>
      </dl>

      <section className="taxdoc-buyer">
        <Both words={DOC_TEXT.buyer} />
        <strong>{doc.buyer.name}</strong>
        <div>{formatUaePhone(doc.buyer.phone)}</div>
        <div>{doc.buyer.address}</div>
        <div>
          {doc.buyer.city}, {doc.buyer.emirate} ·{' '}
          <span lang="ar" dir="rtl">
            {EMIRATE_AR[emirate]}
          </span>
        </div>
      </section>

      <table className="taxdoc-lines">
        <thead>
          <tr>
            {[
              DOC_TEXT.description,
              DOC_TEXT.qty,
              DOC_TEXT.unit,
              DOC_TEXT.discount,
              DOC_TEXT.net,
              DOC_TEXT.rate,
              DOC_TEXT.vat,
              DOC_TEXT.gross,
            ].map((words, i) => (
              <th key={words.en} className={i > 0 ? 'num' : undefined}>
                <Both words={words} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={i}>
              <td>
                <Both words={lineName(line)} />
                {line.variant && <div className="taxdoc-variant">{line.variant}</div>}
              </td>
              <td className="num">{line.qty}</td>
              <td className="num">{formatAED(line.unitAED)}</td>
              <td className="num">{line.discountAED ? formatAED(-line.discountAED) : '—'}</td>
              <td className="num">{formatAED(line.netAED)}</td>
              <td className="num">{line.ratePercent}%</td>
              <td className="num">{formatAED(line.vatAED)}</td>
              <td className="num">{formatAED(line.grossAED)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="taxdoc-totals">
        <tbody>
          {doc.discountAED > 0 && (
            <tr>
              <th>
                <Both words={DOC_TEXT.discount} />
              </th>
              <td className="num">{formatAED(-doc.discountAED)}</td>
            </tr>
          )}
          <tr>
            <th>
              <Both words={DOC_TEXT.totalNet} />
            </th>
            <td className="num">{formatAED(doc.netAED)}</td>
          </tr>
          <tr>
            <th>
              <Both
                words={{
                  en: `${DOC_TEXT.totalVat.en} (${doc.ratePercent}%)`,
                  ar: DOC_TEXT.totalVat.ar,
                }}
              />
            </th>
            <td className="num">{formatAED(doc.vatAED)}</td>
          </tr>
          <tr className="taxdoc-grand">
            <th>
              <Both words={doc.kind === 'credit' ? DOC_TEXT.totalCredited : DOC_TEXT.totalGross} />
            </th>
            <td className="num">{formatAED(doc.grossAED)}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
