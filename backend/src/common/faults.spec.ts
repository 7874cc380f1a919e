import { BadRequestException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { MSG } from '../contract';
import { databaseFault, storageWriteFault } from './faults';

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it.each([
    errno('ECONNREFUSED'),
    errno('PROTOCOL_CONNECTION_LOST'),
    errno('DB_TIMEOUT'),
    errno('SQLITE_BUSY'),
    errno('SQLITE_FULL'),
    new Error("Can't add new command when connection is in closed state"),
    new QueryFailedError('SELECT 1', [], errno('ER_SERVER_SHUTDOWN')),
  ])('%s is a 503', (error) => {
    expect(databaseFault(error)?.getStatus()).toBe(503);
    expect(databaseFault(error)?.message).toBe(MSG.serviceUnavailable);
    expect(databaseFault(error)?.getResponse()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: MSG.serviceUnavailable,
    });
  });

  it.each([new Error('boom'), errno('ER_DUP_ENTRY'), errno('SQLITE_CONSTRAINT'), null, 'text'])(
    '%s is not',
    (error) => expect(databaseFault(error)).toBeNull(),
  );
});

describe('storageWriteFault', () => {
  it.each([
    ['ENOSPC', MSG.storageFull],
    ['EDQUOT', MSG.storageFull],
    ['EROFS', MSG.storageNotWritable],
    ['EACCES', MSG.storageNotWritable],
    ['ETIMEDOUT', MSG.storageUnavailable],
  ])('%s → 507 %s', (code, message) => {
    const fault = storageWriteFault(errno(code));
    expect([fault.getStatus(), fault.message]).toEqual([507, message]);
    expect(fault.getResponse()).toEqual({ statusCode: 507, code: 'INSUFFICIENT_STORAGE', message });
  });

  it('an S3 5xx or timeout is "not answering"; an HTTP error passes through', () => {
    const s3 = Object.assign(new Error('We encountered an internal error'), {
      name: 'InternalError',
      $metadata: { httpStatusCode: 500 },
    });
    expect(storageWriteFault(s3).message).toBe(MSG.storageUnavailable);
    const bad = new BadRequestException('no');
    expect(storageWriteFault(bad)).toBe(bad);
  });
});
