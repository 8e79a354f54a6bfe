// The leads `npm run bench` measures the dashboard against: a firm's years of inquiries and applications, made with
// one generate_series statement per table so that 100,000 rows take seconds. The mix is chosen so each dashboard
// filter has real work: a third of the leads responded (so most pending leads are overdue), a fifth of them
// assigned to the signed-in manager and half to nobody, every outcome present, a tenth of the inquiries call
// requests, every lead with a first touch and every responded one with its "responded" event (the Insights tab's
// first-response time). One lead arrives every `spacingMinutes`, newest first from now: at the default 1 minute,
// 100,000 inquiries span 69 days, so the Insights tab's default 12 weeks holds every one of them.
import { sql } from "drizzle-orm";
import type { Database } from "../app/.server/db/client.ts";

export type SeedOptions = {
  inquiries: number;
  applications: number;
  /** The signed-in manager's user id: a fifth of the leads are theirs. */
  managerId: string;
  spacingMinutes?: number;
};

/** Every seeded row's e-mail starts so, so a later run (or the bench's own clean-up) can find and delete them. */
export const SEED_EMAIL_PREFIX = "bench-seed-";

const OTHER_MANAGER = "bench-other-manager";

/** Inserts the leads, their call requests and their "responded" events. */
export async function seedLeads(db: Database, options: SeedOptions) {
  const spacing = options.spacingMinutes ?? 1;
  const owner = (g: ReturnType<typeof sql.raw>) =>
    sql`case ${g} % 10 when 0 then ${options.managerId} when 1 then ${options.managerId} when 2 then ${OTHER_MANAGER} when 3 then ${OTHER_MANAGER} when 4 then ${OTHER_MANAGER} else null end`;
  const g = sql.raw("g");
  // The first touch: mostly a search engine or direct, some campaigns, landing on a handful of pages.
  const firstTouch = sql`jsonb_strip_nulls(jsonb_build_object(
      'landingPath', (array['/', '/services', '/quote', '/contact', '/book', '/careers', '/resources', '/faq'])[1 + ${g} % 8],
      'referrerHost', (array['www.google.com', null, 'www.bing.com', null, 'www.linkedin.com'])[1 + ${g} % 5],
      'utmSource', case when ${g} % 7 = 0 then 'newsletter' end))`;
  await db.execute(sql`
    insert into inquiries (source, name, email, phone, message, organization, service_type, category, first_touch,
                           responded, outcome, owner_id, created_at)
    select (array['contact','quote','contact','chat','quote','contact','call','chat','quote','contact'])[1 + ${g} % 10],
           'Seeded Person ' || ${g}, ${SEED_EMAIL_PREFIX} || ${g} || '@example.com',
           case when ${g} % 2 = 0 then '612-555-' || lpad((${g} % 10000)::text, 4, '0') end,
           'Seeded inquiry number ' || ${g} || ' about ' || (array['licensing','training','billing','supervision'])[1 + ${g} % 4]
             || '. We are a growing agency and would like to talk about how our documentation holds up to a review.',
           case when ${g} % 10 in (1, 4, 8) then 'Agency ' || (${g} % 500) end,
           case when ${g} % 10 in (1, 4, 8) then (array['Compliance audit','Staff training','Billing review','Licensing help'])[1 + ${g} % 4] end,
           case when ${g} % 10 in (1, 4, 8) then (array['new-agency','existing-agency','multi-site'])[1 + ${g} % 3] end,
           ${firstTouch},
           ${g} % 3 = 0,
           (array['open','open','open','open','open','client','client','not-a-fit','open','spam'])[1 + ${g} / 7 % 10],
           ${owner(g)},
           now() - (${g} * ${spacing} || ' minutes')::interval
    from generate_series(1, ${options.inquiries}) as g`);
  await db.execute(sql`
    insert into call_requests (inquiry_id, slots, status)
    select id, jsonb_build_array(to_char((created_at + interval '2 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"'),
                                 to_char((created_at + interval '3 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"')),
           (array['requested','confirmed','declined'])[1 + (extract(epoch from created_at)::bigint / 60) % 3]
    from inquiries where source = 'call' and email like ${`${SEED_EMAIL_PREFIX}%`}`);
  await db.execute(sql`
    insert into applications (full_name, email, phone, authorized, interest, role, drug_test, first_touch,
                              responded, owner_id, created_at)
    select 'Seeded Applicant ' || ${g}, ${SEED_EMAIL_PREFIX} || 'applicant-' || ${g} || '@example.com',
           '651-555-' || lpad((${g} % 10000)::text, 4, '0'), 'yes',
           'I have worked with children with autism for three years.',
           (array['Behavior Technician','QSP','Level I Provider','Level II Provider'])[1 + ${g} % 4], 'yes',
           ${firstTouch}, ${g} % 2 = 0, ${owner(g)},
           now() - (${g} * ${spacing} * 5 || ' minutes')::interval
    from generate_series(1, ${options.applications}) as g`);
  // A responded lead's first "responded" event, a few hours after it arrived.
  for (const [kind, table] of [
    ["inquiry", "inquiries"],
    ["application", "applications"],
  ] as const) {
    await db.execute(sql`
      insert into lead_events (lead_kind, lead_id, action, actor_id, actor_name, created_at)
      select ${kind}, id, 'responded', owner_id, 'Bench Manager',
             created_at + ((extract(epoch from created_at)::bigint % 47) + 1) * interval '1 hour'
      from ${sql.identifier(table)} where responded and email like ${`${SEED_EMAIL_PREFIX}%`}`);
  }
}

/** Deletes what seedLeads stored (a PostgreSQL database the bench ran against before). */
export async function deleteSeededLeads(db: Database) {
  for (const [kind, table] of [
    ["inquiry", "inquiries"],
    ["application", "applications"],
  ] as const) {
    await db.execute(sql`
      delete from lead_events where lead_kind = ${kind}
        and lead_id in (select id from ${sql.identifier(table)} where email like ${`${SEED_EMAIL_PREFIX}%`})`);
    await db.execute(sql`delete from ${sql.identifier(table)} where email like ${`${SEED_EMAIL_PREFIX}%`}`);
  }
}
