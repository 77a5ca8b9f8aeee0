import type { Db } from '../db/client';

/**
 * Who holds personal data (ADR 0027). Each feature that keeps something about a person registers a holder
 * for the tables it owns: what goes into the person's data download, and how it is erased — deleted, or
 * anonymised where the books need the rows. The account's data download and its erasure walk every holder,
 * so a new table of personal data is covered by adding a holder beside it.
 */
export interface PersonalDataHolder {
  /** The section of the data download (`account`, `orders`, `support`, …). */
  name: string;
  /** What the download shows of this person: plain JSON, file contents excluded (their names and sizes only). */
  exportFor(db: Db, userId: number): Promise<unknown>;
  /**
   * Erases or anonymises this person's data, inside the erasure's transaction. Returns the storage keys of
   * files to delete once the transaction has committed (a rollback keeps them).
   */
  erase(tx: Db, userId: number, now: Date): Promise<{ files: string[] }>;
}

export interface PersonalDataRegistry {
  register(holder: PersonalDataHolder): void;
  holders(): readonly PersonalDataHolder[];
}

export function createPersonalDataRegistry(): PersonalDataRegistry {
  const holders: PersonalDataHolder[] = [];
  return {
    register(holder) {
      if (holders.some((each) => each.name === holder.name)) throw new Error(`a personal-data holder named "${holder.name}" is already registered`);
      holders.push(holder);
    },
    holders: () => holders,
  };
}
