/**
 * Every list filter of the spec at three depths, for bench:scale: patients
 * unfiltered, each filter alone, each pair, a triple that matches and the
 * rare (empty) triple; visits unfiltered, each filter alone (patient_id,
 * visit_type, start_date, end_date) and two combinations. Each list is asked
 * for its page count first, then timed at page 1, its middle page and its
 * last page, 100 rows a page.
 *
 * The values suit the bench's data: the CSV generator cycles race (8),
 * region (6) and status (4) with the row number, so west + asian holds one
 * patient in 24, west + asian + postmenopause the same ones, and pacific +
 * pacific_islander + unknown none; seed-visits.ts makes one visit in 200 an
 * emergency and spreads the dates over the 1,000 days before 2025-01-01.
 */
import { getJson } from '../../test/batch/spawned-service';

const LIMIT = 100;

const PATIENT_LISTS: [string, string][] = [
  ['patients', ''],
  ['patients region', 'region=west'],
  ['patients race', 'race=asian'],
  ['patients status', 'menopause_status=postmenopause'],
  ['patients region+race', 'region=west&race=asian'],
  ['patients region+status', 'region=west&menopause_status=postmenopause'],
  ['patients race+status', 'race=asian&menopause_status=postmenopause'],
  ['patients all three', 'region=west&race=asian&menopause_status=postmenopause'],
  ['patients rare three', 'region=pacific&race=pacific_islander&menopause_status=unknown'],
];

const visitLists = (patientId: string): [string, string][] => [
  ['visits', ''],
  ['visits patient_id', `patient_id=${patientId}`],
  ['visits type', 'visit_type=follow_up'],
  ['visits rare type', 'visit_type=emergency'],
  ['visits start_date', 'start_date=2024-07-01'],
  ['visits end_date', 'end_date=2022-06-30'],
  ['visits one month', 'start_date=2024-06-01&end_date=2024-06-30'],
  ['visits type+dates', 'visit_type=follow_up&start_date=2023-01-01&end_date=2023-06-30'],
];

const pathOf = (resource: string, query: string, page: number): string =>
  `/${resource}?${query ? `${query}&` : ''}page=${page}&limit=${LIMIT}`;

/** The distinct pages to time for a list of `pages` pages: first, middle and last, each labelled. */
export function pageDepths(pages: number): [string, number][] {
  const depths: [string, number][] = [['p1', 1]];
  const middle = Math.max(1, Math.ceil(pages / 2));
  if (middle > 1) depths.push([`p${middle} (mid)`, middle]);
  if (pages > middle) depths.push([`p${pages} (last)`, pages]);
  return depths;
}

/** Label and path of every list figure, each list's page count read from the service first. */
export async function listFigures(baseUrl: string, token: string, patientId: string): Promise<[string, string][]> {
  const figures: [string, string][] = [];
  const lists: [string, string, string][] = [
    ...PATIENT_LISTS.map(([label, query]): [string, string, string] => [label, 'patients', query]),
    ...visitLists(patientId).map(([label, query]): [string, string, string] => [label, 'visits', query]),
  ];
  for (const [label, resource, query] of lists) {
    const first = await getJson(`${baseUrl}${pathOf(resource, query, 1)}`, token);
    if (first.status !== 200) throw new Error(`${resource}?${query}: ${first.status}`);
    const { pages, total } = first.body.pagination as { pages: number; total: number };
    for (const [depth, page] of pageDepths(pages))
      figures.push([`${label} ${depth} of ${total}`, pathOf(resource, query, page)]);
  }
  return figures;
}
