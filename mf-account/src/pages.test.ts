import { answerPage } from '@bottega/test-kit/server';
import { pages } from './pages';

describe("the account team's page answers", () => {
  it.each([
    ['login', 'Accedi | Bottega', 'https://shop.example/it/login'],
    ['register', 'Crea il tuo account | Bottega', 'https://shop.example/it/registrazione'],
    ['forgot', 'Password dimenticata | Bottega', 'https://shop.example/it/password-dimenticata'],
  ])('answers the %s page with its title and address, followed but not indexed, asking the API nothing', async (mode, title, canonical) => {
    const { answer, calls } = await answerPage(pages, 'AuthPage', {}, { params: { mode } });
    expect(answer).toEqual({ status: 200, head: expect.objectContaining({ title, canonical, robots: 'noindex,follow', ogType: 'website' }) });
    expect(calls()).toEqual([]);
  });
});
