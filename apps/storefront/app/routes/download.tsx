import type { DownloadFile } from "@dukan/contract";
import { InfoPage } from "../components/InfoPage.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { loadInfoPage } from "../lib/info-page.server.ts";
import { fileSize } from "../lib/file-size.ts";
import { downloadTexts } from "../locales/downloads.ts";
import type { Route } from "./+types/download";

/** The downloads page: its stored text, then every file with its kind, format and size, each a link to the file. */
export async function loader(args: Route.LoaderArgs) {
  const [infoPage, files] = await Promise.all([
    loadInfoPage(args, "download"),
    apiFor(args).downloads(),
  ]);
  return { infoPage, files, texts: downloadTexts[pageLanguage(args.url)] };
}

export const meta = infoPageMeta("download");

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  const { infoPage, files, texts } = loaderData;
  const language = useLanguage();
  return (
    <InfoPage name="download" page={infoPage}>
      <section aria-labelledby="download-files" className="downloads">
        <h2 id="download-files">{texts.heading}</h2>
        {files.length === 0 ? (
          <p>{texts.none}</p>
        ) : (
          <div className="table-scroll">
            <table className="downloads__table">
              <thead>
                <tr>
                  <th scope="col">{texts.file}</th>
                  <th scope="col">{texts.kind}</th>
                  <th scope="col">{texts.format}</th>
                  <th scope="col">{texts.size}</th>
                </tr>
              </thead>
              <tbody>
                {files.map((file) => (
                  <tr key={file.file_name}>
                    <th scope="row">
                      <a
                        href={file.url}
                        type={file.content_type.split(";")[0]}
                        download={file.file_name}
                      >
                        {file.title}
                      </a>
                    </th>
                    <td>{texts.kinds[file.kind]}</td>
                    <td>{formatOf(file)}</td>
                    <td>{fileSize(file.size_bytes, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </InfoPage>
  );
}

/** "PDF", "CSV", "TXT": the file's extension, as people name formats. */
function formatOf(file: DownloadFile): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file.file_name)?.[1];
  return extension ? extension.toUpperCase() : (file.content_type.split(";")[0] ?? "");
}
