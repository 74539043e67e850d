import { categoryTrail } from '../src/catalogTrail';

it('builds the breadcrumb trail from the deepest category and its ancestors', () => {
  const uomo = { uid: 'uomo', name: 'Uomo', url_path: 'uomo' };
  const maglioni = { uid: 'uomo-maglioni', name: 'Maglioni', url_path: 'uomo/maglioni' };
  const maglieria = { uid: 'maglieria', name: 'Maglieria', url_path: 'maglieria' };
  expect(categoryTrail([maglioni, maglieria, uomo])).toEqual([uomo, maglioni]);
  expect(categoryTrail([])).toEqual([]);
});
