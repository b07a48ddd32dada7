import { PAGE_TITLE_BASE } from '@portal/domain';

/** spec 2: the product name every page title starts with (the rule itself is `pageTitle` of the domain). */
export const PRODUCT_NAME = PAGE_TITLE_BASE;
