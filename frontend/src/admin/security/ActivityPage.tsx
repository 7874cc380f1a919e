/**
 * /admin/activity: every admin write and sign-in, newest first, filtered by who, what, which
 * record and when; the server pages it.
 */
import { DatePicker, Flex, Input, Select } from 'antd';
import type { GetProps } from 'antd';
import { useState } from 'react';
import { LIMITS } from '@freakdrop/contract';
import { PageHeader } from '../PageHeader';
import { PagedTable } from '../tables';
import { activityColumns } from './ActivityTable';
import { useActivityQuery } from './securityApi';
import { SECURITY_TEXT } from './texts';

type Range = Parameters<NonNullable<GetProps<typeof DatePicker.RangePicker>['onChange']>>[0];
type Day = NonNullable<NonNullable<Range>[0]>;

const day = (d: Day | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** A text filter applied on Enter or the search button; its label is its placeholder. */
function TextFilter(props: { label: string; width: number; onSearch: (value: string) => void }) {
  return (
    <Input.Search
      allowClear
      aria-label={props.label}
      placeholder={props.label}
      style={{ width: props.width }}
      onSearch={props.onSearch}
    />
  );
}

export function ActivityPage() {
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState<string | undefined>();
  const [entityId, setEntityId] = useState('');
  const [dates, setDates] = useState<Range>(null);
  const [page, setPage] = useState(1);
  const activity = useActivityQuery({
    actor: actor.trim() || undefined,
    entity,
    entityId: entityId.trim() || undefined,
    from: day(dates?.[0]),
    to: day(dates?.[1]),
    page,
    limit: LIMITS.adminPageSize,
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <>
      <PageHeader title={SECURITY_TEXT.activityTitle} />
      <Flex gap={8} wrap className="admin-filters">
        <TextFilter label={SECURITY_TEXT.filterActor} width={200} onSearch={filtered(setActor)} />
        <Select
          allowClear
          aria-label={SECURITY_TEXT.filterEntity}
          placeholder={SECURITY_TEXT.anyEntity}
          style={{ width: 170 }}
          value={entity}
          onChange={filtered(setEntity)}
          options={Object.entries(SECURITY_TEXT.entities).map(([value, label]) => ({
            value,
            label,
          }))}
        />
        <TextFilter
          label={SECURITY_TEXT.filterEntityId}
          width={260}
          onSearch={filtered(setEntityId)}
        />
        <DatePicker.RangePicker
          aria-label={SECURITY_TEXT.filterDates}
          value={dates}
          onChange={filtered(setDates)}
        />
      </Flex>
      <PagedTable
        columns={activityColumns}
        query={activity}
        rows={activity.data?.entries}
        pager={[page, setPage]}
        scrollX={1000}
        empty={SECURITY_TEXT.noActivity}
      />
    </>
  );
}
