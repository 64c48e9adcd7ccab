export function postgresBinDir(): string | null;
export function freePort(): Promise<number>;
export function startPostgres(options?: {
  fsync?: boolean;
}): Promise<{ url: string; stop(): void }>;
