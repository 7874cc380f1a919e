import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VatController } from './vat.controller';
import { VatDocumentEntity, VatSequenceEntity } from './vat-document.entity';
import { VatDocuments } from './vat-documents';

@Module({
  imports: [TypeOrmModule.forFeature([VatDocumentEntity, VatSequenceEntity])],
  controllers: [VatController],
  providers: [VatDocuments],
  exports: [VatDocuments],
})
export class VatModule {}
