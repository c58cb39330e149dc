import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Token identities: a bearer token acts for the owner its (issuer, sub) pair is tied to in
 * `token_identities`. A new pair gets an owner of its own on first use; a token is never matched
 * to an owner id or to an API-key owner's label. Tying a pair to an existing owner is an operator
 * action (`cli owners link`); every change is appended to `token_identity_log`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner of the pair, made on first use. A pair of `claimIssuer` (JWT_ISSUER) whose `sub` is
 * the label of an owner that tokens made before token identities existed takes that owner (db/migrations/060).
 */
export async function ownerOfTokenIdentity(db: Db, issuer: string, subject: string, claimIssuer: string | undefined): Promise<string> {
  const known = await db.selectFrom('tokenIdentities').select('ownerId').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  if (known) return known.ownerId;
  return db
    .transaction()
    .execute(async (trx) => {
      let action: 'create' | 'claim' = 'create';
      let ownerId: string | undefined;
      if (issuer === claimIssuer) {
        ownerId = (await trx.deleteFrom('tokenIdentityClaims').where('subject', '=', subject).returning('ownerId').executeTakeFirst())?.ownerId;
        if (ownerId) action = 'claim';
      }
      if (!ownerId) {
        // an owner of its own, labelled `token:<its id>` (`keys list` and `owners list` show it)
        ownerId = randomUUID();
        await trx
          .insertInto('owners')
          .values({ id: ownerId, label: `token:${ownerId}` })
          .execute();
      }
      const tied = await trx
        .insertInto('tokenIdentities')
        .values({ issuer, subject, ownerId })
        .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
        .returning('ownerId')
        .executeTakeFirst();
      if (!tied) throw new LostRace();
      await trx.insertInto('tokenIdentityLog').values({ action, issuer, subject, ownerId, actor: 'token' }).execute();
      return ownerId;
    })
    .catch(async (err: unknown) => {
      // another request made the pair first: undo ours (the transaction rolled back) and take its owner
      if (!(err instanceof LostRace)) throw err;
      const row = await db.selectFrom('tokenIdentities').select('ownerId').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirstOrThrow();
      return row.ownerId;
    });
}

class LostRace extends Error {}

/** An owner by id or label; undefined when there is none (link never makes one). */
export async function findOwner(db: Db, idOrLabel: string): Promise<{ id: string; label: string } | undefined> {
  let q = db.selectFrom('owners').select(['id', 'label']);
  q = UUID.test(idOrLabel) ? q.where((eb) => eb.or([eb('id', '=', idOrLabel), eb('label', '=', idOrLabel)])) : q.where('label', '=', idOrLabel);
  return q.orderBy(sql`id::text = ${idOrLabel}`, 'desc').executeTakeFirst();
}

/**
 * Ties the pair to the owner (made or moved); the previous owner keeps its data. A pair of
 * `claimIssuer` (JWT_ISSUER) settles the owner waiting for its `sub` too: the operator decided.
 */
export async function linkTokenIdentity(db: Db, issuer: string, subject: string, ownerId: string, actor: string, claimIssuer?: string): Promise<{ previousOwnerId: string | null }> {
  return db.transaction().execute(async (trx) => {
    if (issuer === claimIssuer) await trx.deleteFrom('tokenIdentityClaims').where('subject', '=', subject).execute();
    const previous = await trx.selectFrom('tokenIdentities').select('ownerId').where('issuer', '=', issuer).where('subject', '=', subject).forUpdate().executeTakeFirst();
    await trx
      .insertInto('tokenIdentities')
      .values({ issuer, subject, ownerId })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doUpdateSet({ ownerId }))
      .execute();
    await trx
      .insertInto('tokenIdentityLog')
      .values({ action: 'link', issuer, subject, ownerId, previousOwnerId: previous?.ownerId ?? null, actor })
      .execute();
    return { previousOwnerId: previous?.ownerId ?? null };
  });
}

/** Unties the pair: its next token gets an owner of its own. False when the pair was not tied. */
export async function unlinkTokenIdentity(db: Db, issuer: string, subject: string, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('tokenIdentities').where('issuer', '=', issuer).where('subject', '=', subject).returning('ownerId').executeTakeFirst();
    if (!gone) return false;
    await trx.insertInto('tokenIdentityLog').values({ action: 'unlink', issuer, subject, ownerId: null, previousOwnerId: gone.ownerId, actor }).execute();
    return true;
  });
}

export interface TokenIdentityInfo {
  issuer: string;
  subject: string;
  ownerId: string;
  owner: string;
  createdAt: string;
}

export async function listTokenIdentities(db: Db): Promise<TokenIdentityInfo[]> {
  return db.selectFrom('tokenIdentities as t').innerJoin('owners as o', 'o.id', 't.ownerId').select(['t.issuer', 't.subject', 't.ownerId', 'o.label as owner', 't.createdAt']).orderBy('t.createdAt').orderBy('t.issuer').orderBy('t.subject').execute();
}

/** Owners made by tokens before 1.8.0 that no token of JWT_ISSUER has claimed yet. */
export async function listPendingClaims(db: Db): Promise<{ subject: string; ownerId: string }[]> {
  return db.selectFrom('tokenIdentityClaims').select(['subject', 'ownerId']).orderBy('subject').execute();
}

export async function tokenIdentityLog(db: Db, limit = 1000) {
  const rows = await db.selectFrom('tokenIdentityLog').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}
