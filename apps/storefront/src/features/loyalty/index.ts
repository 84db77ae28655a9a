/**
 * The loyalty programme's public face (issue 13): spec §1 points, friend referral, birthday offer
 * and the promo pages. Its screens are lazy route chunks; what other features may import is here.
 */
export {};
