/**
 * The product dialog's switch "Track stock per size and colour" and its grid, sizes × colours.
 * While it is on, the Stock Quantity field shows their sum, read-only.
 */
import { Form, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { LIMITS, variantKey } from '@freakdrop/contract';
import type { Color, Size } from '@freakdrop/contract';
import { gridAxes, gridEntries, VARIANT_TEXT } from './variantStock';
import type { VariantGrid } from './variantStock';

export function VariantStockGrid() {
  const form = Form.useFormInstance();
  const tracking = Form.useWatch<boolean | undefined>('trackVariants', form);
  const sizes = Form.useWatch<Size[] | undefined>('sizes', form) ?? [];
  const colors = Form.useWatch<Color[] | undefined>('colors', form) ?? [];
  const grid = Form.useWatch<VariantGrid | undefined>('variantGrid', { form, preserve: true });
  const { rows, columns } = gridAxes(sizes, colors);
  const sum = tracking
    ? gridEntries(grid, sizes, colors).reduce((total, e) => total + e.stockQuantity, 0)
    : null;

  // The total follows the grid while the switch is on.
  useEffect(() => {
    if (sum !== null && form.getFieldValue('stockQuantity') !== sum) {
      form.setFieldValue('stockQuantity', sum);
    }
  }, [sum, form]);

  return (
    <>
      <Form.Item
        label={VARIANT_TEXT.trackSwitch}
        name="trackVariants"
        valuePropName="checked"
        extra={VARIANT_TEXT.trackHelp}
      >
        <Switch />
      </Form.Item>
      {tracking && (
        <div className="variant-grid-wrap">
          <table className="variant-grid">
            <caption>{VARIANT_TEXT.gridCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{VARIANT_TEXT.sizeHeader}</th>
                {columns.map((color) => (
                  <th key={color ?? 'none'} scope="col">
                    {color ?? VARIANT_TEXT.stockHeader}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((size) => (
                <tr key={size}>
                  <th scope="row">{sizes.length ? size : VARIANT_TEXT.noSizes}</th>
                  {columns.map((color) => (
                    <td key={color ?? 'none'}>
                      <Form.Item noStyle name={['variantGrid', variantKey(size, color)]}>
                        <InputNumber
                          min={0}
                          max={LIMITS.maxStock}
                          precision={0}
                          placeholder="0"
                          aria-label={VARIANT_TEXT.cellLabel(size, color)}
                          style={{ width: 96 }}
                        />
                      </Form.Item>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
