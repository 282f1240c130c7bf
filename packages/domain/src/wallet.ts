/** The code of the member's main wallet; any other wallet is a vendor's own, named by its vassalage (transfer-wallet brands). */
export const MAIN_WALLET = 'MAIN';
