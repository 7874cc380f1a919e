import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { TaxDocumentView } from '../../components/TaxDocument';
import { NavButton } from '../NavButton';
import { VAT_TEXT } from './texts';
import { useAdminTaxDocumentQuery } from './vatApi';
import type { TaxDocumentKind } from './vatApi';

/** `/admin/orders/:id/invoice` and `/admin/orders/:id/credit-note`: the document and Print. */
export function TaxDocumentPage({ kind }: { kind: TaxDocumentKind }) {
  const { id = '' } = useParams();
  const { data: doc, isError } = useAdminTaxDocumentQuery(
    { id, kind },
    { refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (doc)
      document.title = `${doc.kind === 'credit' ? VAT_TEXT.creditNote : VAT_TEXT.taxInvoice} ${doc.number}`;
  }, [doc]);
  return (
    <div className="taxdoc-page">
      <div className="taxdoc-toolbar">
        <Space>
          <NavButton icon={<ArrowLeftOutlined />} to="/admin/orders">
            {VAT_TEXT.back}
          </NavButton>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!doc}
            onClick={() => window.print()}
          >
            {VAT_TEXT.print}
          </Button>
        </Space>
      </div>
      {isError && (
        <Alert
          type="warning"
          title={kind === 'invoice' ? VAT_TEXT.noInvoice : VAT_TEXT.noCreditNote}
        />
      )}
      {!doc && !isError && <Skeleton active />}
      {doc && <TaxDocumentView doc={doc} />}
    </div>
  );
}
