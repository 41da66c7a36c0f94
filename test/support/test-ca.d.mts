/** Sets NODE_EXTRA_CA_CERTS so processes started afterwards trust the https fakes' test CA too. */
export function trustTestCa(): void;
