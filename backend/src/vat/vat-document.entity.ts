import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { VatDocumentKind } from '../contract';
import { dateColumn } from '../common/timestamps';

/**
 * A tax invoice or a tax credit note, as issued: its own copy of the seller, the buyer, the
 * lines, the rate and the figures (JSON `body`), so nothing that changes later (settings,
 * products, the order, its deletion) alters it. Figures are positive on both kinds; the VAT
 * return subtracts credit notes.
 */
@Entity('vat_documents')
@Index('IDX_vat_documents_order', ['orderId'])
@Index('IDX_vat_documents_issued', ['issuedAt'])
export class VatDocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 8 })
  kind: VatDocumentKind;

  /** INV-000001 or CN-000001: gapless per kind. */
  @Column({ type: 'varchar', length: 16, unique: true })
  number: string;

  /** No foreign key: the document outlives the order. */
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 20 })
  orderNumber: string;

  /** A credit note: the invoice it reverses (one credit note per invoice). */
  @Column({ type: 'varchar', length: 36, nullable: true, unique: true })
  creditOf: string | null;

  @Column(dateColumn)
  issuedAt: Date;

  @Column({ type: 'varchar', length: 32 })
  emirate: string;

  @Column({ type: 'int' })
  netFils: number;

  @Column({ type: 'int' })
  vatFils: number;

  @Column({ type: 'int' })
  grossFils: number;

  /** `StoredVatDocument` JSON (vat-documents.ts). */
  @Column({ type: 'text' })
  body: string;
}

/** The last number issued of each sequence (`INV`, `CN`); one row each, taken by an UPDATE. */
@Entity('vat_sequences')
export class VatSequenceEntity {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  name: string;

  @Column({ type: 'int' })
  last: number;
}
