/** The chosen services as the call-back form's prefill. */
import type { CallbackService } from '../../domain/forms/callback-services';
import type { CallbackPrefill } from '../../shell/callback-request';
import type { ServiceCard } from './load';

export function servicesPrefill(chosen: readonly ServiceCard[]): CallbackPrefill {
  const services: CallbackService[] = [];
  const other: string[] = [];
  for (const service of chosen) {
    if (service.callbackService) services.push(service.callbackService);
    else other.push(service.name);
  }
  return { services, other: other.join(', ') };
}
