/** The code of the member's main wallet; any other wallet is a vendor's own, named by its vassalage (transfer-wallet brands). */
export const MAIN_WALLET = 'MAIN';

/**
 * The member's locked bonus money (decision 0042): playable beside MAIN, released to MAIN once its
 * wagering is done, never a vendor's wallet, never transferred, collected or withdrawn.
 */
export const BONUS_WALLET = 'BONUS';
