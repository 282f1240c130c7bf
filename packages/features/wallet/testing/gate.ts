/** A promise the test opens when it chooses: holds a stub's answer back so a "busy" state can be seen. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
