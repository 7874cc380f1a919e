import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { normalizeText, ruleError } from '../contract';
import type { FieldRule, TextRule } from '../contract';

/**
 * Validates a DTO field with a contract rule (contract/rules.ts), the same rule the forms check
 * with, and describes it in OpenAPI. Text is trimmed / upper-cased as the rule says; a blank
 * optional value arrives as undefined. `mayBeAbsent` lets a request leave out a field the rule
 * otherwise requires (a partial update keeps what is stored). `clearable` (optional text): a blank
 * or null value arrives as null, so it clears what is stored, while an absent one stays undefined
 * and keeps it.
 */
export function FollowsRule(
  rule: FieldRule,
  options: { mayBeAbsent?: boolean; clearable?: boolean; api?: ApiPropertyOptions } = {},
): PropertyDecorator {
  const optional = rule.kind !== 'list' && rule.optional === true;
  const decorators: PropertyDecorator[] = [
    ApiProperty({
      ...openApiOf(rule),
      required: !(optional || options.mayBeAbsent),
      ...(options.clearable ? { nullable: true } : {}),
      ...options.api,
    } as ApiPropertyOptions),
  ];
  if (rule.kind === 'text') {
    decorators.push(
      Transform(({ value }: { value: unknown }) => {
        const blank = options.clearable ? null : undefined;
        if (value === null && options.clearable) return null;
        if (typeof value !== 'string') return value ?? undefined;
        const text = normalizeText(rule, value);
        return rule.optional && isBlankText(rule, text) ? blank : text;
      }),
    );
  }
  if (rule.kind === 'number' && rule.optional) {
    // An emptied number field of a form arrives as '' or null: no value.
    decorators.push(Transform(({ value }: { value: unknown }) => (value === '' ? null : value)));
  }
  if (options.mayBeAbsent) decorators.push(IsOptional());
  decorators.push(
    ValidateBy({
      name: 'followsRule',
      validator: {
        validate: (value: unknown) => ruleError(rule, value) === null,
        defaultMessage: (args) => ruleError(rule, args?.value) ?? '',
      },
    }),
  );
  return applyDecorators(...decorators);
}

function isBlankText(rule: TextRule, text: string): boolean {
  return text === '' || !!rule.blankValues?.includes(text);
}

function openApiOf(rule: FieldRule): ApiPropertyOptions {
  if (rule.kind === 'text') {
    return {
      type: String,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
      pattern: rule.pattern?.source,
      enum: rule.oneOf ? [...rule.oneOf] : undefined,
    } as ApiPropertyOptions;
  }
  if (rule.kind === 'number') {
    return {
      type: rule.integer ? 'integer' : 'number',
      minimum: rule.min,
      maximum: rule.max,
      nullable: rule.optional || undefined,
    } as ApiPropertyOptions;
  }
  return {
    type: [String],
    minItems: rule.minItems,
    maxItems: rule.maxItems,
  } as ApiPropertyOptions;
}
