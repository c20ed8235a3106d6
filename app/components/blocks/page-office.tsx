import { createContext, useContext } from "react";
import { officeById, type Office } from "~/domain/business";
import { useBusiness } from "~/components/use-business";

/** The id of the office a page speaks for (<Blocks office>); none means the headquarters. */
export const PageOfficeContext = createContext<string | undefined>(undefined);

/** The office of the page being rendered, from the business config. */
export function usePageOffice(): Office {
  const business = useBusiness();
  const id = useContext(PageOfficeContext);
  return officeById(business, id ?? "");
}
