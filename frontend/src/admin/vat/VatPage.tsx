import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { EMIRATE_AR, isTrn, VAT_LIMITS, VAT_MSG } from '@freakdrop/contract';
import type { Emirate } from '@freakdrop/contract';
import type { VatReport, VatSettings } from '../../api/types';
import { formatAED } from '../../components/format';
import { PageHeader } from '../PageHeader';
import { useFeedback } from '../feedback';
import { VAT_TEXT } from './texts';
import {
  useAdminVatReportQuery,
  useAdminVatSettingsQuery,
  useUpdateVatSettingsMutation,
  vatCsvUrl,
} from './vatApi';

const shopDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(date);

/** The current quarter, the VAT return's usual period. */
function thisQuarter(): { from: string; to: string } {
  const today = shopDay(new Date());
  const [year, month] = today.split('-').map(Number);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${mm(first)}-01`, to: `${year}-${mm(first + 2)}-${lastDay}` };
}

/** The owner's VAT registration: off until saved as registered with a valid TRN. */
export function VatSettingsCard() {
  const { data, isError } = useAdminVatSettingsQuery();
  const [save, { isLoading }] = useUpdateVatSettingsMutation();
  const [form] = Form.useForm<VatSettings>();
  const feedback = useFeedback();
  const registered = Form.useWatch('registered', form);
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const required = registered ? [{ required: true, message: VAT_MSG.legalNameRequired }] : [];
  return (
    <Card title={VAT_TEXT.settingsTitle} className="vat-settings">
      {isError && <Alert type="error" title={VAT_TEXT.loadFailed} />}
      <Form
        form={form}
        layout="vertical"
        disabled={!data}
        onFinish={async (values) => {
          try {
            await save(values).unwrap();
            feedback.success(VAT_TEXT.saved);
          } catch (error) {
            feedback.error(error, VAT_TEXT.saveFailed);
          }
        }}
      >
        <Form.Item name="registered" label={VAT_TEXT.registered} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="trn"
          label={VAT_TEXT.trn}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if ((registered || value) && !isTrn(value ?? ''))
                  throw new Error(VAT_MSG.trnInvalid);
              },
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={VAT_LIMITS.trnLength} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="legalName" label={VAT_TEXT.legalName} rules={required}>
            <Input maxLength={VAT_LIMITS.legalNameMax} />
          </Form.Item>
          <Form.Item name="legalNameAr" label={VAT_TEXT.legalNameAr} rules={required}>
            <Input dir="rtl" lang="ar" maxLength={VAT_LIMITS.legalNameMax} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="address" label={VAT_TEXT.address} rules={required}>
            <Input.TextArea rows={2} maxLength={VAT_LIMITS.addressMax} />
          </Form.Item>
          <Form.Item name="addressAr" label={VAT_TEXT.addressAr} rules={required}>
            <Input.TextArea dir="rtl" lang="ar" rows={2} maxLength={VAT_LIMITS.addressMax} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="ratePercent" label={VAT_TEXT.ratePercent}>
            <InputNumber min={VAT_LIMITS.rateMin} max={VAT_LIMITS.rateMax} precision={0} />
          </Form.Item>
          <Form.Item name="invoiceAt" label={VAT_TEXT.invoiceAt}>
            <Radio.Group
              options={[
                { value: 'delivered', label: VAT_TEXT.invoiceAtDelivered },
                { value: 'confirmed', label: VAT_TEXT.invoiceAtConfirmed },
              ]}
            />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {VAT_TEXT.save}
        </Button>
      </Form>
    </Card>
  );
}

type Row = VatReport['rows'][number];

/** Box 1 of the VAT return for a period, and the CSV of its documents. */
export function VatReportCard() {
  const [period, setPeriod] = useState(thisQuarter);
  const { data, isError, isFetching } = useAdminVatReportQuery(period);
  return (
    <Card title={VAT_TEXT.reportTitle}>
      <Space wrap className="vat-period">
        <span>{VAT_TEXT.period}</span>
        <Input
          type="date"
          aria-label="from"
          value={period.from}
          onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))}
        />
        <Input
          type="date"
          aria-label="to"
          value={period.to}
          onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))}
        />
        <Button icon={<DownloadOutlined />} href={vatCsvUrl(period.from, period.to)}>
          {VAT_TEXT.exportCsv}
        </Button>
      </Space>
      {isError && <Alert type="error" title={VAT_TEXT.loadFailed} />}
      <Table<Row>
        className="vat-report-table"
        rowKey="box"
        size="small"
        pagination={false}
        loading={isFetching}
        dataSource={data?.rows ?? []}
        columns={[
          { title: VAT_TEXT.box, dataIndex: 'box' },
          {
            title: VAT_TEXT.emirate,
            dataIndex: 'emirate',
            render: (e: Emirate) => `${e} · ${EMIRATE_AR[e]}`,
          },
          {
            title: VAT_TEXT.net,
            dataIndex: 'netAED',
            className: 'num',
            render: (v: number) => formatAED(v),
          },
          {
            title: VAT_TEXT.vat,
            dataIndex: 'vatAED',
            className: 'num',
            render: (v: number) => formatAED(v),
          },
        ]}
        summary={() =>
          data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{VAT_TEXT.total}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} className="num">
                <strong>{formatAED(data.netAED)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} className="num">
                <strong>{formatAED(data.vatAED)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {data && (
        <Typography.Text type="secondary">
          {VAT_TEXT.documentsCount(data.invoices, data.creditNotes)}
        </Typography.Text>
      )}
    </Card>
  );
}

/** `/admin/vat` (owner): the registration and the VAT return's figures. */
export function VatPage() {
  return (
    <>
      <PageHeader title={VAT_TEXT.navVat} />
      <Space direction="vertical" size="large" className="vat-page">
        <VatSettingsCard />
        <VatReportCard />
      </Space>
    </>
  );
}
