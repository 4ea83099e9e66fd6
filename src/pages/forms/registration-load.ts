/**
 * The registration pages' loaders. /registration/{id}: an unknown application is the 404 page;
 * one whose status is not 1 sends the browser to /404 (platform.md, section 7). /registration
 * with ?number= (the form before its island wakes) does the same lookup and goes on.
 */
import { createProductApi } from '../../data/product-api';
import { registrationCalls, underApi } from '../../domain/registration/contract';
import { type LoaderContext, NotFoundError, RedirectError } from '../../routing/page-types';
import { pathTo } from '../../routing/paths';

interface Found {
  id: string;
  status: number;
  phone: string;
  verified: boolean;
}

export interface RegistrationData {
  id: string;
  phone: string;
  verified: boolean;
}

export interface NumberData {
  number: string;
  problem?: string;
}

const numberPattern = /^\d{1,12}$/;

async function lookup(ctx: LoaderContext, number: string) {
  const api = createProductApi({ config: ctx.productApi ?? null, onUnauthorized: () => {} });
  return api.post<Found>(underApi(registrationCalls.lookup), { body: { number }, headers: { 'Accept-Language': ctx.locale }, signal: ctx.signal });
}

function problemOf(data: unknown): string | undefined {
  const errors = (data as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = errors?.[0]?.message;
  return typeof message === 'string' ? message : undefined;
}

export async function loadApplication(ctx: LoaderContext): Promise<RegistrationData> {
  const id = ctx.params.id ?? '';
  if (!numberPattern.test(id)) throw new NotFoundError();
  const found = await lookup(ctx, id);
  if (found.status === 'not found') throw new NotFoundError();
  if (found.status !== 'data') throw Object.assign(new Error(`application lookup: ${found.status}`), { status: found.code || 503 });
  if (found.data.status !== 1) throw new RedirectError(pathTo('not-found'));
  return { id: found.data.id, phone: found.data.phone, verified: found.data.verified };
}

export async function loadNumber(ctx: LoaderContext): Promise<NumberData> {
  const number = (ctx.search.get('number') ?? '').trim();
  if (!number) return { number: '' };
  const found = await lookup(ctx, number.slice(0, 40));
  if (found.status === 'data') throw new RedirectError(found.data.status === 1 ? pathTo('registration-id', { id: found.data.id }) : pathTo('not-found'));
  return { number: number.slice(0, 20), problem: problemOf('data' in found ? found.data : null) };
}
