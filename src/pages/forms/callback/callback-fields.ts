/** The call-back form's schema, as the visitor fills it in: loaded on the form's first focus or submit. */
import { type } from 'arktype';
import { callbackServices } from '../../../domain/forms/callback-services';
import { apartment, optionalHouse, optionalLocality, optionalTariffId, optionalText } from '../../../domain/forms/fields';
import { limits } from '../../../domain/forms/limits';
import { CallbackRequest } from '../../../domain/forms/schemas';

/** The request with its address in three fields and its additional info as the choices behind it. */
export const CallbackFields = CallbackRequest.omit('address', 'additional_info', 'locality', 'tariff_id').merge({
  locality: optionalLocality,
  street: optionalText(limits.address.max),
  house: optionalHouse,
  apartment,
  // Room for a tariff the visitor composed in the tariff constructor, with its TV and services.
  tariff: optionalText(300),
  // The concrete tariff a card chose, kept while the tariff field shows it.
  tariffId: optionalTariffId,
  speed: optionalText(50),
  services: type.enumerated(...callbackServices).array(),
  other: optionalText(500),
});
