import { type } from 'arktype';
import { localityCodes } from '../places';
import { streetTypes } from '../street-label';
import { Status } from './common';
import { StreetHouses } from './house';

export { type StreetType, streetLabel, streetTypeLabel, streetTypes } from '../street-label';

/**
 * A street of a locality the provider serves, for the connection form's suggestions
 * (GET /api/v1/address_unit/?name=). Names are stored without the type word ("Перемоги",
 * not "вулиця Перемоги"); the type is printed from `type`. Some streets list their houses'
 * coverage (`houses`), for the coverage check to answer per house.
 */
export const AddressUnit = type({
  id: 'number.integer > 0',
  status: Status,
  locality: type.enumerated(...localityCodes),
  type: type.enumerated(...streetTypes),
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  'houses?': StreetHouses,
});
export type AddressUnit = typeof AddressUnit.infer;
