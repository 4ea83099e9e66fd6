/** The business page's choices as the call-back form's prefill. */
import type { BusinessServiceKey } from '../../domain/content/business';
import type { CallbackService } from '../../domain/forms/callback-services';
import type { CallbackPrefill } from '../../shell/callback-request';
import type { ServiceCard } from './load';

/** The form's own service for each business service; null: it has none, so it goes to "other". */
const formService: Record<BusinessServiceKey, CallbackService | null> = {
  white_ip: 'white_ip',
  network_integration: 'network_integration',
  network_project: 'network_project',
  server_admin: 'server_admin',
  phone_set: 'phone_set',
  network_admin: 'network_admin',
  repair_call: 'repair_call',
  support: 'support',
  kszi: null,
};

export function businessPrefill(tariff: string, speed: string, chosen: readonly ServiceCard[]): CallbackPrefill {
  const services: CallbackService[] = [];
  const other: string[] = [];
  for (const service of chosen) {
    const key = formService[service.key];
    if (key) services.push(key);
    else other.push(service.name);
  }
  return { tariff, speed, services, other: other.join(', ') };
}
