// Account data shaped like the API's answers.
export const session = { expires_at: 1_900_000_000, lifetime_seconds: 3600 };

export const customerFixture = {
  email: 'giulia.bianchi@example.it',
  firstname: 'Giulia',
  lastname: 'Bianchi',
  tax_code: 'RSSMRA85T10A562S',
  is_subscribed: false,
  created_at: '2026-03-14T10:00:00.000Z',
  addresses: [],
};
