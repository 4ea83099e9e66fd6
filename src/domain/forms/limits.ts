/**
 * The limits the forms state in their hints and the server enforces. Plain data, apart from the
 * field types of fields.ts, so a form shows its hints without loading arktype.
 */
export const limits = {
  name: { min: 2, max: 100 },
  address: { min: 2, max: 200 },
  comment: { max: 2000 },
  directorText: { min: 10, max: 5000 },
  additionalInfo: { max: 1000 },
  /** A surname, a name or a middle name in the questionnaire. */
  personPart: { min: 2, max: 50 },
  /** The authority that issued a passport. */
  authority: { min: 3, max: 200 },
} as const;
