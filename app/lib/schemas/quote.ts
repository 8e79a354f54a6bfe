import { z } from "zod";
import { emailField, optionalLine, phoneField, requiredLine, requiredText } from "./common";

import { SERVICE_TYPES } from "./quote-fields";

// Re-exported so that server code and tests keep importing everything about the quote form from here.
export { SERVICE_TYPES, type ServiceType } from "./quote-fields";

/** The consultation request at /quote. `category` is the ?category= the visitor arrived with, if any. */
export const QuoteFormSchema = z.object({
  name: requiredLine("your name", 200),
  email: emailField,
  phone: phoneField,
  organization: optionalLine("the organization name", 200),
  serviceType: z.enum(SERVICE_TYPES, { error: "Please choose the service you need." }),
  category: optionalLine("the category", 100),
  message: requiredText("a message", 5000),
});
export type QuoteForm = z.infer<typeof QuoteFormSchema>;
