/**
 * Call names the tree-shaker may treat as pure, so a widget drops the schemas it does not
 * use. Our own field helpers say so in their source (an `@__NO_SIDE_EFFECTS__` comment on the
 * declaration); this list holds what cannot:
 * - superstruct's constructors, whose source is not ours (`define` is left out: our
 *   guarded custom element `define()` shares the name and is not pure);
 * - the query and id fields of shared/contract/core/fields.ts and `rule`
 *   (shared/contract/account/fields.ts): Rolldown does not carry the source mark to every
 *   call of these (marked instead of listed, each adds 2.7-3.7 KB to hire-bookings or
 *   hire-item), so they stay listed.
 * Names are matched at every call site, so a name belongs here only if it is pure wherever
 * it appears.
 */
export const pureFactories = [
  'object',
  'optional',
  'size',
  'string',
  'enums',
  'refine',
  'coerce',
  'integer',
  'max',
  'min',
  'number',
  'pattern',
  'boolean',
  'array',
  'literal',
  'nullable',
  'union',
  'type',
  'record',
  'partial',
  'assign',
  'defaulted',
  'queryNumber',
  'queryInt',
  'queryBoolean',
  'queryIdList',
  'id',
  'latitude',
  'longitude',
  'rule',
]
