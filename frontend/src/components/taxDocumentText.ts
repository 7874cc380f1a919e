/**
 * The tax invoice's and credit note's labels, English and Arabic side by side on the one page
 * (the law's bilingual document): the console and the tracking page print the same.
 */
export const DOC_TEXT = {
  invoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  credit: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
  number: { en: 'Number', ar: 'الرقم' },
  invoiceRef: { en: 'Invoice', ar: 'الفاتورة' },
  order: { en: 'Order', ar: 'الطلب' },
  issued: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  supplied: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  seller: { en: 'Seller', ar: 'البائع' },
  buyer: { en: 'Customer', ar: 'العميل' },
  description: { en: 'Description', ar: 'الوصف' },
  qty: { en: 'Qty', ar: 'الكمية' },
  unit: { en: 'Unit price', ar: 'سعر الوحدة' },
  discount: { en: 'Discount', ar: 'الخصم' },
  net: { en: 'Net', ar: 'الصافي' },
  rate: { en: 'VAT %', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT', ar: 'الضريبة' },
  gross: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
  totalNet: { en: 'Total excl. VAT', ar: 'الإجمالي غير شامل الضريبة' },
  totalVat: { en: 'VAT total', ar: 'إجمالي الضريبة' },
  totalGross: { en: 'Amount due incl. VAT', ar: 'المبلغ المستحق شامل الضريبة' },
  totalCredited: { en: 'Amount credited incl. VAT', ar: 'المبلغ المردود شامل الضريبة' },
  delivery: { en: 'Delivery', ar: 'التوصيل' },
  codFee: { en: 'Cash on delivery fee', ar: 'رسوم الدفع عند الاستلام' },
  currency: { en: 'AED', ar: 'درهم' },
} as const;
