/** The additional services a call-back can ask about, in display order (plain data: the form lists them without loading its schema). */
export const callbackServices = [
  'white_ip',
  'network_project',
  'repair_call',
  'server_admin',
  'phone_set',
  'network_integration',
  'support',
  'network_admin',
] as const;
export type CallbackService = (typeof callbackServices)[number];
