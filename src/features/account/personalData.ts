import {
  removeRows,
  rowsByAddress,
  sameAddress,
  type PersonalDataHolder,
} from '@/core/personalData'

const staffRoles = ['admin', 'editor', 'adviser']

/** Where accounts hold a person's data. */
export const personalData: PersonalDataHolder[] = [
  {
    // The account of that address (deleted, when a member's), or an account waiting to change
    // to it (the waiting address is cleared). A staff account is never erased here.
    collection: 'users',
    fields: ['fullName', 'email', 'role', 'pendingEmail', 'createdAt'],
    find: (work) => rowsByAddress(work, ['email', 'pendingEmail']),
    erasure: 'delete',
    effect: {
      hr: 'račun člana briše se; adresa koja čeka potvrdu uklanja se s drugog računa',
      en: 'a member’s account is deleted; an address awaiting confirmation is removed from another account',
      de: 'das Konto eines Mitglieds wird gelöscht; eine noch unbestätigte Adresse wird aus einem anderen Konto entfernt',
    },
    refusal: (row, address) =>
      sameAddress(row.email, address) && staffRoles.includes(String(row.role))
        ? { kind: 'staff-account', role: String(row.role) }
        : null,
    erase: async (work, rows) => {
      const own = rows.filter((row) => sameAddress(row.email, work.address))
      await removeRows(work, own)
      for (const row of rows.filter((candidate) => !own.includes(candidate))) {
        await work.payload.update({
          collection: 'users',
          id: row.id,
          data: { pendingEmail: null, emailChangeToken: null, emailChangeExpiration: null },
          depth: 0,
          overrideAccess: true,
          req: work.req,
        })
      }
    },
  },
]
