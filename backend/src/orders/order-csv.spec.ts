import { csvAmount, csvCell, csvRow, itemsText, orderCsvRow, shopDateTime } from './order-csv';
import type { OrderItemEntity } from './order-item.entity';
import type { OrderEntity } from './order.entity';

describe('orders CSV', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+971501234567', `"'+971501234567"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['  =1+2', `"'  =1+2"`],
    ['a=b', '"a=b"'],
    ['Zoë — دبي', '"Zoë — دبي"'],
    // A separator a spreadsheet may split on, then a formula: neutralised there too.
    ['Ali;=1+2', `"Ali;'=1+2"`],
    ['Ali,=1+2', `"Ali,'=1+2"`],
    ['Ali\t=1+2', `"Ali\t'=1+2"`],
    ['Ali\n@SUM(A1)', `"Ali\n'@SUM(A1)"`],
    ['Ali;  -2+3', `"Ali;  '-2+3"`],
    ['2 x Tee; 1 x Cap', '"2 x Tee; 1 x Cap"'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b,c', '=1'])).toBe(`"a","b,c","'=1"\r\n`);
  });

  it('writes amounts from fils with two decimals', () => {
    expect([0, 5, 1_995, 14_950, 100_000_00].map(csvAmount)).toEqual([
      '0.00',
      '0.05',
      '19.95',
      '149.50',
      '100000.00',
    ]);
  });

  it('writes dates in Dubai time', () => {
    expect(shopDateTime(new Date('2026-11-23T20:30:00Z'))).toBe('2026-11-24 00:30');
    expect(shopDateTime(new Date('2026-01-01T03:05:00Z'))).toBe('2026-01-01 07:05');
  });

  it('lists the items with their size and colour', () => {
    const items = [
      { qty: 2, title: 'Drip Hoodie', size: 'M', color: 'Black' },
      { qty: 1, title: 'Skull Cap', size: 'N/A', color: null },
      { qty: 3, title: 'Tee', size: 'L', color: null },
      { qty: 1, title: 'Charm', size: 'N/A', color: 'Red' },
    ];
    expect(itemsText(items)).toBe(
      '2 x Drip Hoodie (M / Black); 1 x Skull Cap; 3 x Tee (L); 1 x Charm (Red)',
    );
  });

  it('writes one row per order', () => {
    const order = {
      orderNumber: 'FD-7K3M-9Q2X',
      createdAt: new Date('2026-11-23T20:30:00Z'),
      status: 'DELIVERED',
      customerName: 'Layla, "the" Haddad',
      phone: '+971501234567',
      city: 'Al Ain',
      addressLine1: 'Villa 12',
      addressLine2: 'Street 4',
      subtotalFils: 29_900,
      deliveryFils: 3_550,
      codFeeFils: 500,
      totalFils: 33_950,
      courier: 'Ravi',
      remittedAt: new Date('2026-11-24T15:00:00Z'),
      discountFils: 2_990,
      promoCode: 'SUMMER10',
    } as OrderEntity;
    const items = [
      { qty: 2, title: 'Drip Hoodie', size: 'M', color: 'Black' },
    ] as OrderItemEntity[];
    expect(orderCsvRow(order, items)).toBe(
      '"FD-7K3M-9Q2X","2026-11-24 00:30","Delivered","Layla, ""the"" Haddad","\'+971501234567",' +
        '"Al Ain","Villa 12, Street 4","2 x Drip Hoodie (M / Black)","299.00","35.50","5.00",' +
        '"339.50","Ravi","2026-11-24 19:00","29.90","SUMMER10"\r\n',
    );
  });
});
