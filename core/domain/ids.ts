import * as v from 'valibot';

// Every entity id is a UUID; anything else is malformed and never reaches a repository.
export const idSchema = v.pipe(v.string('An id is required'), v.uuid('That id is malformed'));
export type Id = string;

export const isId = (value: unknown): value is Id => v.is(idSchema, value);
