/** The provider's localities (platform.md section 3) as the new-application form lists them. */
import type { LocalityCode } from '../../domain/places';

export const localityNames: Record<LocalityCode, { uk: string; ru: string }> = {
  zaporizhzhia: { uk: 'Запоріжжя', ru: 'Запорожье' },
  balabino: { uk: 'Балабине', ru: 'Балабино' },
  kushugum: { uk: 'Кушугум', ru: 'Кушугум' },
  veselyanka: { uk: 'Веселянка', ru: 'Веселянка' },
  grigorievka: { uk: 'Григорівка', ru: 'Григорьевка' },
  ivanoanovka: { uk: 'Іванівка', ru: 'Ивановка' },
  lezhino: { uk: 'Лежине', ru: 'Лежино' },
  natalovka: { uk: 'Наталівка', ru: 'Наталовка' },
  novoaleksandrovka: { uk: 'Новоолександрівка', ru: 'Новоалександровка' },
  novoyelenovka: { uk: 'Новооленівка', ru: 'Новоеленовка' },
};
