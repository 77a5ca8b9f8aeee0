/**
 * Home-page addresses of journals at their publishers' platforms, so the journal lists stay one line
 * per journal. Each builds the address the publisher uses for a journal's home page (some redirect to
 * a newer address, which a browser follows).
 */

/** [title, print ISSN, electronic ISSN, publisher, home page]; null where a value is not known for certain. */
export type JournalSeed = readonly [title: string, issn: string | null, eissn: string | null, publisher: string | null, url: string | null];

export const nature = (code: string) => `https://www.nature.com/${code}`;
export const aaas = (code: string) => `https://www.science.org/journal/${code}`;
export const cellPress = (path: string) => `https://www.cell.com/${path}`;
export const lancet = (code: string) => `https://www.thelancet.com/journals/${code}`;
export const jama = (code: string) => `https://jamanetwork.com/journals/${code}`;
export const plos = (code: string) => `https://journals.plos.org/${code}`;
export const oup = (code: string) => `https://academic.oup.com/${code}`;
/** ACS journals are addressed by their CODEN. */
export const acs = (coden: string) => `https://pubs.acs.org/journal/${coden}`;
/** Wiley Online Library addresses a journal by its electronic ISSN without the hyphen. */
export const wiley = (eissn: string) => `https://onlinelibrary.wiley.com/journal/${eissn}`;
export const rsc = (code: string) => `https://pubs.rsc.org/en/journals/journalissues/${code}`;
export const aps = (code: string) => `https://journals.aps.org/${code}`;
export const aip = (code: string) => `https://pubs.aip.org/aip/${code}`;
export const optica = (code: string) => `https://opg.optica.org/${code}`;
export const iop = (issn: string) => `https://iopscience.iop.org/journal/${issn}`;
export const sciencedirect = (slug: string) => `https://www.sciencedirect.com/journal/${slug}`;
export const mdpi = (code: string) => `https://www.mdpi.com/journal/${code}`;
export const frontiers = (slug: string) => `https://www.frontiersin.org/journals/${slug}`;
export const scielo = (acronym: string) => `https://www.scielo.br/j/${acronym}`;
export const jstage = (code: string) => `https://www.jstage.jst.go.jp/browse/${code}`;
