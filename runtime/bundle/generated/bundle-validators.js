// Generated from schemas/*.schema.json by `npm run schemas:compile`: do not edit.
import equalModule from "ajv/dist/runtime/equal.js";
import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
export const validateModule = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://energy-ops.local/schemas/module.schema.json","title":"Module bundle","description":"One business module: entity, list, search, form, tree, import, operations and workflow binding. Interpreted by the generic runtime; see runtime/bundle/types.ts.","type":"object","additionalProperties":false,"required":["moduleId","title","apiPath","entity","list","form","operations"],"properties":{"$schema":{"type":"string"},"moduleId":{"$ref":"#/$defs/identifier"},"title":{"$ref":"#/$defs/localizedText"},"apiPath":{"type":"string","pattern":"^[a-z][a-zA-Z0-9]*(/[a-zA-Z][a-zA-Z0-9]*)*$","maxLength":120},"entity":{"$ref":"#/$defs/entity"},"list":{"$ref":"#/$defs/list"},"search":{"type":"array","items":{"$ref":"#/$defs/searchCondition"}},"form":{"$ref":"#/$defs/form"},"tree":{"type":"object","additionalProperties":false,"required":["parentField","nameField"],"properties":{"parentField":{"$ref":"#/$defs/identifier"},"nameField":{"$ref":"#/$defs/identifier"},"rootId":{"type":"string","default":"-1"}}},"import":{"type":"object","additionalProperties":false,"required":["flagField"],"properties":{"flagField":{"$ref":"#/$defs/identifier"},"key":{"description":"A unique field used as the import's upsert key: a row whose key matches a stored record updates it.","$ref":"#/$defs/identifier"}}},"selectorParams":{"description":"The spec's selector parameters (pub/tableSelector.ajax czNo, spec 02 §9) this module answers: each names the field it filters by equality, and the value that means no filter.","type":"object","additionalProperties":false,"properties":{"czNo":{"type":"object","additionalProperties":false,"required":["field"],"properties":{"field":{"$ref":"#/$defs/identifier"},"all":{"type":"string","maxLength":32}}}}},"operations":{"type":"array","uniqueItems":true,"items":{"enum":["add","edit","delete","import","export","template","dragSort"]}},"workflow":{"type":"object","additionalProperties":false,"required":["enabled"],"properties":{"enabled":{"type":"boolean"},"titleField":{"$ref":"#/$defs/identifier"},"conditions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["name","desc","field","values"],"properties":{"name":{"$ref":"#/$defs/identifier"},"desc":{"$ref":"#/$defs/localizedText"},"field":{"$ref":"#/$defs/identifier"},"values":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","maxLength":200}}}}},"handlers":{"description":"Handler extensions the module's workflow models may name on a node: the users whose employee the record's field names.","type":"array","items":{"type":"object","additionalProperties":false,"required":["name","desc","field"],"properties":{"name":{"$ref":"#/$defs/identifier"},"desc":{"$ref":"#/$defs/localizedText"},"field":{"$ref":"#/$defs/identifier"}}}},"states":{"$ref":"#/$defs/workflowStates"}}},"lifecycle":{"$ref":"#/$defs/lifecycle"},"iot":{"$ref":"#/$defs/iot"},"menu":{"type":"object","additionalProperties":false,"required":["parentId","routerPath"],"properties":{"parentId":{"type":"string","minLength":1},"routerPath":{"type":"string","pattern":"^[a-zA-Z0-9_/-]+$"},"icon":{"type":"string"},"seq":{"type":"integer"},"roles":{"type":"array","items":{"type":"string"}},"grants":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["role","operations"],"properties":{"role":{"type":"string","minLength":1,"maxLength":64},"operations":{"type":"array","uniqueItems":true,"items":{"enum":["view","add","edit","delete","import","export","template","dragSort"]}}}}}}},"print":{"$ref":"#/$defs/print"},"mapBackdrop":{"description":"The module's records are drawn, with their geo fields and labelled by labelField, under every map editor of their organisation (the station outlines around a shape being edited).","type":"object","additionalProperties":false,"required":["labelField"],"properties":{"labelField":{"$ref":"#/$defs/identifier"}}},"reminders":{"description":"Messages sent before a date of a record comes (insurance, tests, validity): each day the job reminders.expiry looks for records whose dateField falls within daysBefore days from today (Asia/Shanghai) and that the where conditions allow, and sends the title, its {field} placeholders filled from the record, once per record and date, to the users holding one of the posts in the record's organisation or one of the roles there (docs/bundle-format.md, Reminders).","type":"array","maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["id","dateField","daysBefore","notify","title"],"properties":{"id":{"$ref":"#/$defs/identifier"},"dateField":{"$ref":"#/$defs/identifier"},"daysBefore":{"type":"integer","minimum":0,"maximum":365},"where":{"type":"array","maxItems":10,"items":{"$ref":"#/$defs/fixedCondition"}},"notify":{"type":"object","additionalProperties":false,"minProperties":1,"properties":{"posts":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"string","minLength":1,"maxLength":32}},"roles":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"string","minLength":1,"maxLength":32}}}},"title":{"$ref":"#/$defs/localizedText"}}}},"fieldPermissions":{"description":"Field access per role: a role id maps field names to hidden, readOnly or editable; a field a role does not name is editable. A user with several roles gets the most permissive access; administrators may override the bundle per organisation. Enforced by the server (docs/bundle-format.md, Field policy).","type":"object","propertyNames":{"type":"string","minLength":1,"maxLength":32},"additionalProperties":{"type":"object","propertyNames":{"$ref":"#/$defs/identifier"},"additionalProperties":{"$ref":"#/$defs/fieldAccess"}}},"derived":{"$ref":"#/$defs/derivedList"},"checks":{"description":"Cross-record checks: bounded aggregates over published modules compared with this record's values, run in the save's transaction (or when its workflow starts).","type":"array","maxItems":20,"items":{"$ref":"#/$defs/recordCheck"}},"guards":{"description":"Record guards: while `when` (a condition over the stored record) holds, the server refuses the operations in `refuse` (edit: saves, imports and state moves; delete) with `message`, a message id in locales/.","type":"array","maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["when","refuse","message"],"properties":{"when":{"type":"string","minLength":1,"maxLength":2000},"refuse":{"type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["edit","delete"]}},"message":{"type":"string","minLength":1,"maxLength":128}}}}},"$defs":{"stateValue":{"type":"string","minLength":1,"maxLength":64},"iot":{"description":"Live device data (docs/bundle-format.md): the module holds the devices, their measurement points or the device events; the intake reads and writes the named fields.","oneOf":[{"type":"object","additionalProperties":false,"required":["role","code"],"properties":{"role":{"const":"device"},"code":{"$ref":"#/$defs/identifier"},"station":{"$ref":"#/$defs/identifier"}}},{"type":"object","additionalProperties":false,"required":["role","device","code"],"properties":{"role":{"const":"point"},"device":{"$ref":"#/$defs/identifier"},"code":{"$ref":"#/$defs/identifier"},"name":{"$ref":"#/$defs/identifier"},"unit":{"$ref":"#/$defs/identifier"},"lower":{"$ref":"#/$defs/identifier"},"upper":{"$ref":"#/$defs/identifier"},"level":{"$ref":"#/$defs/identifier"},"deadband":{"type":"number","minimum":0},"latestValue":{"$ref":"#/$defs/identifier"},"latestAt":{"$ref":"#/$defs/identifier"}},"dependentRequired":{"latestValue":["latestAt"],"latestAt":["latestValue"]}},{"type":"object","additionalProperties":false,"required":["role","device","level","content","time","state","levels","states"],"properties":{"role":{"const":"event"},"number":{"$ref":"#/$defs/identifier"},"device":{"$ref":"#/$defs/identifier"},"station":{"$ref":"#/$defs/identifier"},"point":{"$ref":"#/$defs/identifier"},"level":{"$ref":"#/$defs/identifier"},"content":{"$ref":"#/$defs/identifier"},"time":{"$ref":"#/$defs/identifier"},"state":{"$ref":"#/$defs/identifier"},"value":{"$ref":"#/$defs/identifier"},"faultCode":{"$ref":"#/$defs/identifier"},"recoveredAt":{"$ref":"#/$defs/identifier"},"levels":{"type":"object","additionalProperties":false,"required":["ordinary","urgent"],"properties":{"ordinary":{"$ref":"#/$defs/stateValue"},"urgent":{"$ref":"#/$defs/stateValue"}}},"states":{"type":"object","additionalProperties":false,"required":["open","recovered","todo"],"properties":{"open":{"$ref":"#/$defs/stateValue"},"recovered":{"$ref":"#/$defs/stateValue"},"todo":{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/stateValue"}}}},"notifyRoles":{"type":"array","uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":64}}}}]},"lifecycle":{"description":"Record life cycle: the dictionary field holding the state, the transitions that move it, and the fields locked per state.","type":"object","additionalProperties":false,"required":["field","transitions"],"properties":{"field":{"$ref":"#/$defs/identifier"},"transitions":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name","from","to","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"from":{"oneOf":[{"const":"*"},{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/stateValue"}}]},"to":{"$ref":"#/$defs/stateValue"},"label":{"$ref":"#/$defs/localizedText"},"roles":{"type":"array","uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":64}},"when":{"type":"string","minLength":1,"maxLength":2000},"startsApproval":{"description":"The transition starts the record's approval: the bundle's beforeWorkflowStart checks run first, as when a workflow starts.","type":"boolean"},"requires":{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"stamps":{"type":"array","items":{"$ref":"#/$defs/lifecycleStamp"}},"creates":{"description":"A record of another module made when the transition is taken, or one per row of the child list forEach; values are expressions over the record or the row.","type":"object","additionalProperties":false,"required":["module","values"],"properties":{"module":{"$ref":"#/$defs/identifier"},"forEach":{"$ref":"#/$defs/identifier"},"when":{"type":"string","minLength":1,"maxLength":2000},"values":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["field","expr"],"properties":{"field":{"$ref":"#/$defs/identifier"},"expr":{"type":"string","minLength":1,"maxLength":2000}}}},"linkField":{"$ref":"#/$defs/identifier"}}}}}},"locks":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["state","fields"],"properties":{"state":{"$ref":"#/$defs/stateValue"},"fields":{"oneOf":[{"const":"*"},{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}}]}}}}}},"workflowStates":{"description":"The life-cycle state a workflow instance sets on its record: on entering a node, at its end, at a forced end.","type":"object","additionalProperties":false,"properties":{"onNode":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["node","state"],"properties":{"node":{"type":"string","minLength":1,"maxLength":64},"state":{"$ref":"#/$defs/stateValue"}}}},"onEnd":{"$ref":"#/$defs/stateValue"},"onForceEnd":{"$ref":"#/$defs/stateValue"},"onSubmit":{"description":"Values stamped on the record when a handler submits the node's task (who and when), as a transition's stamps.","type":"array","items":{"type":"object","additionalProperties":false,"required":["node","stamps"],"properties":{"node":{"type":"string","minLength":1,"maxLength":64},"stamps":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/lifecycleStamp"}}}}}}},"lifecycleStamp":{"type":"object","additionalProperties":false,"required":["field","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"value":{"enum":["userId","userName","employee","depart","now","today"]}}},"identifier":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*$","maxLength":64},"sqlName":{"type":"string","pattern":"^[a-z][a-z0-9_]*$","maxLength":63},"localizedText":{"type":"object","additionalProperties":false,"required":["zh-CN","en-US"],"properties":{"zh-CN":{"type":"string","minLength":1},"en-US":{"type":"string","minLength":1}}},"entity":{"type":"object","additionalProperties":false,"required":["name","table","primaryKey","orgScoped","fields"],"properties":{"name":{"$ref":"#/$defs/identifier"},"table":{"$ref":"#/$defs/sqlName"},"primaryKey":{"$ref":"#/$defs/identifier"},"orgScoped":{"type":"boolean"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/field"}},"uniqueKeys":{"description":"Field sets whose values no two records share (per organisation or across all); enforced by a unique index.","type":"array","items":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"scope":{"$ref":"#/$defs/uniqueScope"}}}}}},"field":{"type":"object","additionalProperties":false,"required":["name","type","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"column":{"$ref":"#/$defs/sqlName"},"type":{"enum":["text","textarea","int","number","decimal","date","month","time","datetime","boolean","select","radio","checkbox","reference","treeRef","attachment","image","geoPoint","geoCircle","geoPolygon","geoPolyline"]},"label":{"$ref":"#/$defs/localizedText"},"required":{"type":"boolean"},"readOnly":{"type":"boolean"},"hidden":{"type":"boolean"},"default":{"type":["string","number","boolean"]},"minLength":{"type":"integer","minimum":0},"maxLength":{"type":"integer","minimum":1,"maximum":10000},"precision":{"type":"integer","minimum":1,"maximum":30},"scale":{"type":"integer","minimum":0,"maximum":10},"min":{"type":"number"},"max":{"type":"number"},"display":{"description":"How lists, summaries and prints show a number field's value: thousands separators, a unit after it (runtime/bundle/number-display.ts). The stored value is unchanged.","type":"object","additionalProperties":false,"properties":{"thousands":{"type":"boolean"},"unit":{"$ref":"#/$defs/localizedText"}}},"format":{"description":"A named format of the one catalogue, runtime/rules/formats.ts FORMAT_CATALOGUE; the bundle check refuses any other name and lists the catalogue.","$ref":"#/$defs/identifier"},"pattern":{"description":"A regular expression (u flag) the whole text must match, with patternMessage; refused when invalid or prone to catastrophic backtracking.","type":"string","minLength":1,"maxLength":500},"patternMessage":{"$ref":"#/$defs/localizedText"},"dict":{"$ref":"#/$defs/identifier"},"reference":{"type":"object","additionalProperties":false,"required":["entity","labelField"],"properties":{"entity":{"$ref":"#/$defs/identifier"},"valueField":{"$ref":"#/$defs/identifier"},"labelField":{"$ref":"#/$defs/identifier"},"filterBy":{"type":"object","additionalProperties":false,"required":["field","targetField"],"properties":{"field":{"$ref":"#/$defs/identifier"},"targetField":{"$ref":"#/$defs/identifier"}}},"where":{"description":"A fixed condition on the referenced records: only those matching every item are choices, and a save naming another is refused.","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}},"multiple":{"description":"Names several records, kept in a link table <table>__<column>; on the wire their keys joined by ','.","type":"boolean"},"picker":{"description":"How a user picks: a table (default) or the referenced module's tree (it must declare tree).","enum":["table","tree"]}}},"treeRef":{"enum":["org","depart","team","post","user"]},"maxFiles":{"type":"integer","minimum":0},"maxSizeMb":{"type":"number","exclusiveMinimum":0},"rows":{"type":"integer","minimum":4,"maximum":6},"placeholder":{"$ref":"#/$defs/localizedText"},"span":{"description":"Layout: the columns of its form section the field spans, at most the section's columns.","enum":[1,2,3,4]},"help":{"description":"Layout: a help text under the field's control.","$ref":"#/$defs/localizedText"},"numbering":{"description":"A number the server fills on add when the value is empty, e.g. QX{yyyyMMdd}{seq:3} reset per day (runtime/bundle/numbering.ts).","type":"object","additionalProperties":false,"required":["pattern"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":100},"reset":{"enum":["day","month","year","never"]},"fieldCodes":{"description":"Per field of a {field:name} token, the text each of its values writes in the number (ticket kind E1 -> GZP1); a value not listed writes itself.","type":"object","maxProperties":4,"additionalProperties":{"type":"object","maxProperties":100,"additionalProperties":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,16}$"}}}}},"unique":{"description":"No two records share the value: true (per organisation on org-scoped modules) or a scope.","oneOf":[{"type":"boolean"},{"type":"object","additionalProperties":false,"required":["scope"],"properties":{"scope":{"$ref":"#/$defs/uniqueScope"}}}]},"compute":{"$ref":"#/$defs/expression"},"visibleWhen":{"$ref":"#/$defs/expression"},"requiredWhen":{"$ref":"#/$defs/expression"},"readOnlyWhen":{"$ref":"#/$defs/expression"},"defaultExpr":{"$ref":"#/$defs/expression"}},"dependentRequired":{"pattern":["patternMessage"],"patternMessage":["pattern"]},"allOf":[{"if":{"properties":{"type":{"enum":["select","radio","checkbox"]}}},"then":{"required":["dict"]}},{"if":{"properties":{"type":{"const":"reference"}}},"then":{"required":["reference"]}},{"if":{"properties":{"type":{"const":"treeRef"}}},"then":{"required":["treeRef"]}},{"if":{"properties":{"type":{"const":"decimal"}}},"then":{"required":["precision","scale"]}}]},"list":{"type":"object","additionalProperties":false,"required":["columns"],"properties":{"columns":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["field"],"properties":{"field":{"$ref":"#/$defs/identifier"},"width":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?(%|px)?$"},"sortable":{"type":"boolean"},"fixed":{"enum":["left","right"]}}}},"defaultOrder":{"type":"object","additionalProperties":false,"required":["field","direction"],"properties":{"field":{"$ref":"#/$defs/identifier"},"direction":{"enum":["asc","desc"]}}},"pageSize":{"enum":[10,20,30,40,50]},"summary":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["field","fn"],"properties":{"field":{"$ref":"#/$defs/identifier"},"fn":{"enum":["sum","avg","count","min","max"]}}}}}},"searchCondition":{"type":"object","description":"A search panel condition (spec 01 §3: value, type, operator). Absent type and operator are text and like; one given, the other follows from it (runtime/bundle/search-defaults.ts).","additionalProperties":false,"required":["field"],"properties":{"field":{"$ref":"#/$defs/identifier"},"type":{"description":"How the value is entered: text box, dictionary select, one date, date range, one number, number range. Absent: implied by the operator (like: text, in: select, eq: select on dictionary fields, date on date fields, number on number fields, else text; dateRange, numberRange: themselves), text when there is no operator either.","enum":["text","select","date","dateRange","number","numberRange","reference"],"default":"text"},"operator":{"description":"How rows are matched: like (partial), eq, in (any of), dateRange, numberRange. Absent: implied by the type (text: like; select, date, number: eq; dateRange, numberRange: themselves), like when there is no type either.","enum":["like","eq","in","dateRange","numberRange"],"default":"like"},"label":{"$ref":"#/$defs/localizedText"}},"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["like","eq"]}}}},{"if":{"properties":{"type":{"const":"select"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["eq","in"]}}}},{"if":{"properties":{"type":{"enum":["date","number"]}},"required":["type"]},"then":{"properties":{"operator":{"const":"eq"}}}},{"if":{"properties":{"type":{"const":"dateRange"}},"required":["type"]},"then":{"properties":{"operator":{"const":"dateRange"}}}},{"if":{"properties":{"type":{"const":"numberRange"}},"required":["type"]},"then":{"properties":{"operator":{"const":"numberRange"}}}},{"if":{"properties":{"type":{"const":"reference"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["eq","in"]}}}}]},"form":{"type":"object","additionalProperties":false,"required":["groups"],"properties":{"groups":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["columns","fields"],"properties":{"title":{"$ref":"#/$defs/localizedText"},"columns":{"enum":[1,2,3,4]},"fields":{"type":"array","items":{"$ref":"#/$defs/identifier"}},"tab":{"description":"Layout: sections with the same tab label show under one tab; sections without one show above the tabs.","$ref":"#/$defs/localizedText"},"help":{"description":"Layout: a help text under the section's title.","$ref":"#/$defs/localizedText"},"visibleWhen":{"$ref":"#/$defs/expression"},"readOnlyWhen":{"$ref":"#/$defs/expression"}}}},"children":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["module"],"properties":{"module":{"$ref":"#/$defs/identifier"},"title":{"$ref":"#/$defs/localizedText"},"parentId":{"$ref":"#/$defs/identifier"},"parentName":{"$ref":"#/$defs/identifier"},"parentLabelField":{"$ref":"#/$defs/identifier"},"inline":{"type":"boolean","description":"Edited as a grid inside the parent's form and saved with the parent in one transaction."},"minRows":{"type":"integer","minimum":0,"maximum":1000,"description":"Inline lists: fewest rows a saved parent may have."},"maxRows":{"type":"integer","minimum":1,"maximum":1000,"description":"Inline lists: most rows a parent may have (1000 at most)."},"rowNumbers":{"type":"boolean","description":"Inline lists: show each row's position (1, 2, 3 ...), the order kept in the rows' seq column."},"orderable":{"type":"boolean","description":"Inline lists: the user may move rows up and down."}}}},"rules":{"type":"array","items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["field","op","other","message"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["lt","lte","gt","gte","eq","ne"]},"other":{"$ref":"#/$defs/identifier"},"message":{"$ref":"#/$defs/messageId"}}},{"type":"object","additionalProperties":false,"required":["expr","message"],"properties":{"expr":{"$ref":"#/$defs/expression"},"message":{"$ref":"#/$defs/messageId"},"field":{"$ref":"#/$defs/identifier"}}}]}}}},"print":{"description":"An A4 print layout of one record, printed by the browser from the detail page (docs/bundle-format.md 'Print templates').","type":"object","additionalProperties":false,"required":["sections"],"properties":{"title":{"$ref":"#/$defs/localizedText"},"orientation":{"enum":["portrait","landscape"],"default":"portrait"},"sections":{"type":"array","minItems":1,"items":{"description":"One of: a field grid (fields, columns), a child table (childList, fields), signature boxes (signatures).","type":"object","additionalProperties":false,"properties":{"title":{"$ref":"#/$defs/localizedText"},"columns":{"enum":[1,2,3,4],"default":2},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/identifier"}},"childList":{"$ref":"#/$defs/identifier"},"signatures":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"$ref":"#/$defs/localizedText"},"date":{"type":"boolean","default":true}}}}}}}}},"fieldAccess":{"enum":["hidden","readOnly","editable"]},"uniqueScope":{"enum":["org","global"]},"expression":{"type":"string","minLength":1,"maxLength":4000,"description":"A bundle expression (docs/bundle-format.md, Expressions)"},"messageId":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9_.]*$"},"fixedCondition":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["eq","in"]},"value":{"oneOf":[{"type":["string","number","boolean"]},{"type":"array","minItems":1,"maxItems":50,"items":{"type":["string","number"]}}]}},"allOf":[{"if":{"properties":{"op":{"const":"in"}}},"then":{"properties":{"value":{"type":"array"}}},"else":{"properties":{"value":{"not":{"type":"array"}}}}}]},"aggregate":{"type":"object","additionalProperties":false,"required":["module","where"],"properties":{"module":{"$ref":"#/$defs/identifier"},"field":{"$ref":"#/$defs/identifier"},"parent":{"description":"The aggregated records' parent module (listing them as a child list): what `parent.<field>` in `where` reads and `parentWhere` filters.","$ref":"#/$defs/identifier"},"where":{"type":"array","minItems":1,"maxItems":8,"items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["field","equalsField"],"description":"The aggregated records' `field` equals the checked record's `equalsField`; either may be `parent.<field>` (the aggregate's parent, the checked record's parent).","properties":{"field":{"$ref":"#/$defs/derivedSourceField"},"equalsField":{"$ref":"#/$defs/derivedSourceField"}}},{"$ref":"#/$defs/fixedCondition"}]}},"parentWhere":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}}}},"derivedList":{"description":"A read-only module whose rows are sums over other modules' records grouped by some of its fields (docs/bundle-format.md, Derived lists): a database view, never written.","type":"object","additionalProperties":false,"required":["groupBy","sum","sources"],"properties":{"groupBy":{"type":"array","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"sum":{"type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"sources":{"type":"array","minItems":1,"maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["module","fields"],"properties":{"module":{"$ref":"#/$defs/identifier"},"parent":{"$ref":"#/$defs/identifier"},"fields":{"description":"What the source gives each list field: { name, from }, `from` a field of the source record or `parent.<field>` of its parent.","type":"array","minItems":1,"maxItems":12,"items":{"type":"object","additionalProperties":false,"required":["name","from"],"properties":{"name":{"$ref":"#/$defs/identifier"},"from":{"$ref":"#/$defs/derivedSourceField"}}}},"subtract":{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"where":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}},"parentWhere":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}}}}}}},"derivedSourceField":{"type":"string","pattern":"^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$","maxLength":71},"checkTerm":{"type":"object","additionalProperties":false,"minProperties":1,"properties":{"field":{"$ref":"#/$defs/identifier"},"value":{"type":"number"},"sumOf":{"allOf":[{"$ref":"#/$defs/aggregate"},{"required":["field"]}]},"countOf":{"$ref":"#/$defs/aggregate"},"negate":{"type":"boolean"}},"oneOf":[{"required":["field"]},{"required":["value"]},{"required":["sumOf"]},{"required":["countOf"]}]},"recordCheck":{"type":"object","additionalProperties":false,"required":["name","left","op","right","message"],"properties":{"name":{"$ref":"#/$defs/identifier"},"left":{"type":"array","minItems":1,"maxItems":4,"items":{"$ref":"#/$defs/checkTerm"}},"op":{"enum":["lt","lte","gt","gte","eq","ne"]},"right":{"type":"array","minItems":1,"maxItems":4,"items":{"$ref":"#/$defs/checkTerm"}},"field":{"$ref":"#/$defs/identifier"},"when":{"enum":["save","beforeWorkflowStart"]},"message":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9_.]*$"}}}}};
const schema32 = {"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*$","maxLength":64};
const schema33 = {"type":"object","additionalProperties":false,"required":["zh-CN","en-US"],"properties":{"zh-CN":{"type":"string","minLength":1},"en-US":{"type":"string","minLength":1}}};
const schema158 = {"enum":["hidden","readOnly","editable"]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = (ucs2lengthModule.default ?? ucs2lengthModule);
const func0 = (equalModule.default ?? equalModule);
const pattern4 = new RegExp("^[A-Za-z][A-Za-z0-9_]*$", "u");
const pattern5 = new RegExp("^[a-z][a-zA-Z0-9]*(/[a-zA-Z][a-zA-Z0-9]*)*$", "u");
const pattern77 = new RegExp("^[a-zA-Z0-9_/-]+$", "u");
const schema34 = {"type":"object","additionalProperties":false,"required":["name","table","primaryKey","orgScoped","fields"],"properties":{"name":{"$ref":"#/$defs/identifier"},"table":{"$ref":"#/$defs/sqlName"},"primaryKey":{"$ref":"#/$defs/identifier"},"orgScoped":{"type":"boolean"},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/field"}},"uniqueKeys":{"description":"Field sets whose values no two records share (per organisation or across all); enforced by a unique index.","type":"array","items":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"scope":{"$ref":"#/$defs/uniqueScope"}}}}}};
const schema36 = {"type":"string","pattern":"^[a-z][a-z0-9_]*$","maxLength":63};
const schema55 = {"enum":["org","global"]};
const pattern7 = new RegExp("^[a-z][a-z0-9_]*$", "u");
const schema38 = {"type":"object","additionalProperties":false,"required":["name","type","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"column":{"$ref":"#/$defs/sqlName"},"type":{"enum":["text","textarea","int","number","decimal","date","month","time","datetime","boolean","select","radio","checkbox","reference","treeRef","attachment","image","geoPoint","geoCircle","geoPolygon","geoPolyline"]},"label":{"$ref":"#/$defs/localizedText"},"required":{"type":"boolean"},"readOnly":{"type":"boolean"},"hidden":{"type":"boolean"},"default":{"type":["string","number","boolean"]},"minLength":{"type":"integer","minimum":0},"maxLength":{"type":"integer","minimum":1,"maximum":10000},"precision":{"type":"integer","minimum":1,"maximum":30},"scale":{"type":"integer","minimum":0,"maximum":10},"min":{"type":"number"},"max":{"type":"number"},"display":{"description":"How lists, summaries and prints show a number field's value: thousands separators, a unit after it (runtime/bundle/number-display.ts). The stored value is unchanged.","type":"object","additionalProperties":false,"properties":{"thousands":{"type":"boolean"},"unit":{"$ref":"#/$defs/localizedText"}}},"format":{"description":"A named format of the one catalogue, runtime/rules/formats.ts FORMAT_CATALOGUE; the bundle check refuses any other name and lists the catalogue.","$ref":"#/$defs/identifier"},"pattern":{"description":"A regular expression (u flag) the whole text must match, with patternMessage; refused when invalid or prone to catastrophic backtracking.","type":"string","minLength":1,"maxLength":500},"patternMessage":{"$ref":"#/$defs/localizedText"},"dict":{"$ref":"#/$defs/identifier"},"reference":{"type":"object","additionalProperties":false,"required":["entity","labelField"],"properties":{"entity":{"$ref":"#/$defs/identifier"},"valueField":{"$ref":"#/$defs/identifier"},"labelField":{"$ref":"#/$defs/identifier"},"filterBy":{"type":"object","additionalProperties":false,"required":["field","targetField"],"properties":{"field":{"$ref":"#/$defs/identifier"},"targetField":{"$ref":"#/$defs/identifier"}}},"where":{"description":"A fixed condition on the referenced records: only those matching every item are choices, and a save naming another is refused.","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}},"multiple":{"description":"Names several records, kept in a link table <table>__<column>; on the wire their keys joined by ','.","type":"boolean"},"picker":{"description":"How a user picks: a table (default) or the referenced module's tree (it must declare tree).","enum":["table","tree"]}}},"treeRef":{"enum":["org","depart","team","post","user"]},"maxFiles":{"type":"integer","minimum":0},"maxSizeMb":{"type":"number","exclusiveMinimum":0},"rows":{"type":"integer","minimum":4,"maximum":6},"placeholder":{"$ref":"#/$defs/localizedText"},"span":{"description":"Layout: the columns of its form section the field spans, at most the section's columns.","enum":[1,2,3,4]},"help":{"description":"Layout: a help text under the field's control.","$ref":"#/$defs/localizedText"},"numbering":{"description":"A number the server fills on add when the value is empty, e.g. QX{yyyyMMdd}{seq:3} reset per day (runtime/bundle/numbering.ts).","type":"object","additionalProperties":false,"required":["pattern"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":100},"reset":{"enum":["day","month","year","never"]},"fieldCodes":{"description":"Per field of a {field:name} token, the text each of its values writes in the number (ticket kind E1 -> GZP1); a value not listed writes itself.","type":"object","maxProperties":4,"additionalProperties":{"type":"object","maxProperties":100,"additionalProperties":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,16}$"}}}}},"unique":{"description":"No two records share the value: true (per organisation on org-scoped modules) or a scope.","oneOf":[{"type":"boolean"},{"type":"object","additionalProperties":false,"required":["scope"],"properties":{"scope":{"$ref":"#/$defs/uniqueScope"}}}]},"compute":{"$ref":"#/$defs/expression"},"visibleWhen":{"$ref":"#/$defs/expression"},"requiredWhen":{"$ref":"#/$defs/expression"},"readOnlyWhen":{"$ref":"#/$defs/expression"},"defaultExpr":{"$ref":"#/$defs/expression"}},"dependentRequired":{"pattern":["patternMessage"],"patternMessage":["pattern"]},"allOf":[{"if":{"properties":{"type":{"enum":["select","radio","checkbox"]}}},"then":{"required":["dict"]}},{"if":{"properties":{"type":{"const":"reference"}}},"then":{"required":["reference"]}},{"if":{"properties":{"type":{"const":"treeRef"}}},"then":{"required":["treeRef"]}},{"if":{"properties":{"type":{"const":"decimal"}}},"then":{"required":["precision","scale"]}}]};
const schema56 = {"type":"string","minLength":1,"maxLength":4000,"description":"A bundle expression (docs/bundle-format.md, Expressions)"};
const pattern19 = new RegExp("^[A-Za-z0-9_-]{1,16}$", "u");
const schema51 = {"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["eq","in"]},"value":{"oneOf":[{"type":["string","number","boolean"]},{"type":"array","minItems":1,"maxItems":50,"items":{"type":["string","number"]}}]}},"allOf":[{"if":{"properties":{"op":{"const":"in"}}},"then":{"properties":{"value":{"type":"array"}}},"else":{"properties":{"value":{"not":{"type":"array"}}}}}]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.op !== undefined){
if("in" !== data.op){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
if(!(Array.isArray(data.value))){
const err1 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.value = true;
props0.op = true;
}
ifClause0 = "then";
}
else {
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
const _errs10 = errors;
const _errs11 = errors;
if(!(Array.isArray(data.value))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid5 = _errs11 === errors;
if(valid5){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/else/properties/value/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
var _valid0 = _errs8 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true){
props0 = props0 || {};
props0.value = true;
}
}
ifClause0 = "else";
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.op === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.value === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "field") || (key0 === "op")) || (key0 === "value"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.field !== undefined){
let data3 = data.field;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err9 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.op !== undefined){
let data4 = data.op;
if(!((data4 === "eq") || (data4 === "in"))){
const err12 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema51.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.value !== undefined){
let data5 = data.value;
const _errs19 = errors;
let valid8 = false;
let passing0 = null;
const _errs20 = errors;
if(((typeof data5 !== "string") && (!((typeof data5 == "number") && (isFinite(data5))))) && (typeof data5 !== "boolean")){
const err13 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/0/type",keyword:"type",params:{type: schema51.properties.value.oneOf[0].type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid8 = true;
passing0 = 0;
}
const _errs22 = errors;
if(Array.isArray(data5)){
if(data5.length > 50){
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.length < 1){
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))){
const err16 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/oneOf/1/items/type",keyword:"type",params:{type: schema51.properties.value.oneOf[1].items.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
if(!(((data0 === "select") || (data0 === "radio")) || (data0 === "checkbox"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dict === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "dict"},message:"must have required property '"+"dict"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("reference" !== data.type){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reference === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "reference"},message:"must have required property '"+"reference"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("treeRef" !== data.type){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.treeRef === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "treeRef"},message:"must have required property '"+"treeRef"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err8 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("decimal" !== data.type){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.precision === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.scale === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "scale"},message:"must have required property '"+"scale"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
}
if(!valid7){
const err12 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.type === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.label === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema38.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data4)){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.column !== undefined){
let data5 = data.column;
if(typeof data5 === "string"){
if(func2(data5) > 63){
const err20 = {instancePath:instancePath+"/column",schemaPath:"#/$defs/sqlName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern7.test(data5)){
const err21 = {instancePath:instancePath+"/column",schemaPath:"#/$defs/sqlName/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/column",schemaPath:"#/$defs/sqlName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.type !== undefined){
let data6 = data.type;
if(!(((((((((((((((((((((data6 === "text") || (data6 === "textarea")) || (data6 === "int")) || (data6 === "number")) || (data6 === "decimal")) || (data6 === "date")) || (data6 === "month")) || (data6 === "time")) || (data6 === "datetime")) || (data6 === "boolean")) || (data6 === "select")) || (data6 === "radio")) || (data6 === "checkbox")) || (data6 === "reference")) || (data6 === "treeRef")) || (data6 === "attachment")) || (data6 === "image")) || (data6 === "geoPoint")) || (data6 === "geoCircle")) || (data6 === "geoPolygon")) || (data6 === "geoPolyline"))){
const err23 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema38.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.label !== undefined){
let data7 = data.label;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7["zh-CN"] === undefined){
const err24 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7["en-US"] === undefined){
const err25 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key1 in data7){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err26 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7["zh-CN"] !== undefined){
let data8 = data7["zh-CN"];
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err27 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7["en-US"] !== undefined){
let data9 = data7["en-US"];
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err29 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.required !== undefined){
if(typeof data.required !== "boolean"){
const err32 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.readOnly !== undefined){
if(typeof data.readOnly !== "boolean"){
const err33 = {instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err34 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.default !== undefined){
let data13 = data.default;
if(((typeof data13 !== "string") && (!((typeof data13 == "number") && (isFinite(data13))))) && (typeof data13 !== "boolean")){
const err35 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema38.properties.default.type},message:"must be string,number,boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.minLength !== undefined){
let data14 = data.minLength;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err36 = {instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.maxLength !== undefined){
let data15 = data.maxLength;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err38 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000 || isNaN(data15)){
const err39 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err40 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.precision !== undefined){
let data16 = data.precision;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err41 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 30 || isNaN(data16)){
const err42 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.scale !== undefined){
let data17 = data.scale;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err44 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 10 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err46 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data.min !== undefined){
let data18 = data.min;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err47 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.max !== undefined){
let data19 = data.max;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err48 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.display !== undefined){
let data20 = data.display;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key2 in data20){
if(!((key2 === "thousands") || (key2 === "unit"))){
const err49 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data20.thousands !== undefined){
if(typeof data20.thousands !== "boolean"){
const err50 = {instancePath:instancePath+"/display/thousands",schemaPath:"#/properties/display/properties/thousands/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.unit !== undefined){
let data22 = data20.unit;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22["zh-CN"] === undefined){
const err51 = {instancePath:instancePath+"/display/unit",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data22["en-US"] === undefined){
const err52 = {instancePath:instancePath+"/display/unit",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key3 in data22){
if(!((key3 === "zh-CN") || (key3 === "en-US"))){
const err53 = {instancePath:instancePath+"/display/unit",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data22["zh-CN"] !== undefined){
let data23 = data22["zh-CN"];
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err54 = {instancePath:instancePath+"/display/unit/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/display/unit/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data22["en-US"] !== undefined){
let data24 = data22["en-US"];
if(typeof data24 === "string"){
if(func2(data24) < 1){
const err56 = {instancePath:instancePath+"/display/unit/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/display/unit/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/display/unit",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.format !== undefined){
let data25 = data.format;
if(typeof data25 === "string"){
if(func2(data25) > 64){
const err60 = {instancePath:instancePath+"/format",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern4.test(data25)){
const err61 = {instancePath:instancePath+"/format",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/format",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.pattern !== undefined){
let data26 = data.pattern;
if(typeof data26 === "string"){
if(func2(data26) > 500){
const err63 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func2(data26) < 1){
const err64 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.patternMessage !== undefined){
let data27 = data.patternMessage;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27["zh-CN"] === undefined){
const err66 = {instancePath:instancePath+"/patternMessage",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data27["en-US"] === undefined){
const err67 = {instancePath:instancePath+"/patternMessage",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key4 in data27){
if(!((key4 === "zh-CN") || (key4 === "en-US"))){
const err68 = {instancePath:instancePath+"/patternMessage",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data27["zh-CN"] !== undefined){
let data28 = data27["zh-CN"];
if(typeof data28 === "string"){
if(func2(data28) < 1){
const err69 = {instancePath:instancePath+"/patternMessage/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/patternMessage/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data27["en-US"] !== undefined){
let data29 = data27["en-US"];
if(typeof data29 === "string"){
if(func2(data29) < 1){
const err71 = {instancePath:instancePath+"/patternMessage/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/patternMessage/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/patternMessage",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.dict !== undefined){
let data30 = data.dict;
if(typeof data30 === "string"){
if(func2(data30) > 64){
const err74 = {instancePath:instancePath+"/dict",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern4.test(data30)){
const err75 = {instancePath:instancePath+"/dict",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/dict",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.reference !== undefined){
let data31 = data.reference;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.entity === undefined){
const err77 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data31.labelField === undefined){
const err78 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/required",keyword:"required",params:{missingProperty: "labelField"},message:"must have required property '"+"labelField"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key5 in data31){
if(!(((((((key5 === "entity") || (key5 === "valueField")) || (key5 === "labelField")) || (key5 === "filterBy")) || (key5 === "where")) || (key5 === "multiple")) || (key5 === "picker"))){
const err79 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.entity !== undefined){
let data32 = data31.entity;
if(typeof data32 === "string"){
if(func2(data32) > 64){
const err80 = {instancePath:instancePath+"/reference/entity",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern4.test(data32)){
const err81 = {instancePath:instancePath+"/reference/entity",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/reference/entity",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data31.valueField !== undefined){
let data33 = data31.valueField;
if(typeof data33 === "string"){
if(func2(data33) > 64){
const err83 = {instancePath:instancePath+"/reference/valueField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(!pattern4.test(data33)){
const err84 = {instancePath:instancePath+"/reference/valueField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/reference/valueField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data31.labelField !== undefined){
let data34 = data31.labelField;
if(typeof data34 === "string"){
if(func2(data34) > 64){
const err86 = {instancePath:instancePath+"/reference/labelField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!pattern4.test(data34)){
const err87 = {instancePath:instancePath+"/reference/labelField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/reference/labelField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data31.filterBy !== undefined){
let data35 = data31.filterBy;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.field === undefined){
const err89 = {instancePath:instancePath+"/reference/filterBy",schemaPath:"#/properties/reference/properties/filterBy/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data35.targetField === undefined){
const err90 = {instancePath:instancePath+"/reference/filterBy",schemaPath:"#/properties/reference/properties/filterBy/required",keyword:"required",params:{missingProperty: "targetField"},message:"must have required property '"+"targetField"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key6 in data35){
if(!((key6 === "field") || (key6 === "targetField"))){
const err91 = {instancePath:instancePath+"/reference/filterBy",schemaPath:"#/properties/reference/properties/filterBy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data35.field !== undefined){
let data36 = data35.field;
if(typeof data36 === "string"){
if(func2(data36) > 64){
const err92 = {instancePath:instancePath+"/reference/filterBy/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(!pattern4.test(data36)){
const err93 = {instancePath:instancePath+"/reference/filterBy/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/reference/filterBy/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data35.targetField !== undefined){
let data37 = data35.targetField;
if(typeof data37 === "string"){
if(func2(data37) > 64){
const err95 = {instancePath:instancePath+"/reference/filterBy/targetField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!pattern4.test(data37)){
const err96 = {instancePath:instancePath+"/reference/filterBy/targetField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/reference/filterBy/targetField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/reference/filterBy",schemaPath:"#/properties/reference/properties/filterBy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data31.where !== undefined){
let data38 = data31.where;
if(Array.isArray(data38)){
if(data38.length > 8){
const err99 = {instancePath:instancePath+"/reference/where",schemaPath:"#/properties/reference/properties/where/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data38.length < 1){
const err100 = {instancePath:instancePath+"/reference/where",schemaPath:"#/properties/reference/properties/where/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
const len0 = data38.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data38[i0], {instancePath:instancePath+"/reference/where/" + i0,parentData:data38,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err101 = {instancePath:instancePath+"/reference/where",schemaPath:"#/properties/reference/properties/where/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data31.multiple !== undefined){
if(typeof data31.multiple !== "boolean"){
const err102 = {instancePath:instancePath+"/reference/multiple",schemaPath:"#/properties/reference/properties/multiple/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data31.picker !== undefined){
let data41 = data31.picker;
if(!((data41 === "table") || (data41 === "tree"))){
const err103 = {instancePath:instancePath+"/reference/picker",schemaPath:"#/properties/reference/properties/picker/enum",keyword:"enum",params:{allowedValues: schema38.properties.reference.properties.picker.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.treeRef !== undefined){
let data42 = data.treeRef;
if(!(((((data42 === "org") || (data42 === "depart")) || (data42 === "team")) || (data42 === "post")) || (data42 === "user"))){
const err105 = {instancePath:instancePath+"/treeRef",schemaPath:"#/properties/treeRef/enum",keyword:"enum",params:{allowedValues: schema38.properties.treeRef.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.maxFiles !== undefined){
let data43 = data.maxFiles;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err106 = {instancePath:instancePath+"/maxFiles",schemaPath:"#/properties/maxFiles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err107 = {instancePath:instancePath+"/maxFiles",schemaPath:"#/properties/maxFiles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data.maxSizeMb !== undefined){
let data44 = data.maxSizeMb;
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 <= 0 || isNaN(data44)){
const err108 = {instancePath:instancePath+"/maxSizeMb",schemaPath:"#/properties/maxSizeMb/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/maxSizeMb",schemaPath:"#/properties/maxSizeMb/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.rows !== undefined){
let data45 = data.rows;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err110 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 > 6 || isNaN(data45)){
const err111 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data45 < 4 || isNaN(data45)){
const err112 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4},message:"must be >= 4"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
if(data.placeholder !== undefined){
let data46 = data.placeholder;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46["zh-CN"] === undefined){
const err113 = {instancePath:instancePath+"/placeholder",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data46["en-US"] === undefined){
const err114 = {instancePath:instancePath+"/placeholder",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key7 in data46){
if(!((key7 === "zh-CN") || (key7 === "en-US"))){
const err115 = {instancePath:instancePath+"/placeholder",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data46["zh-CN"] !== undefined){
let data47 = data46["zh-CN"];
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err116 = {instancePath:instancePath+"/placeholder/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/placeholder/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data46["en-US"] !== undefined){
let data48 = data46["en-US"];
if(typeof data48 === "string"){
if(func2(data48) < 1){
const err118 = {instancePath:instancePath+"/placeholder/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/placeholder/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/placeholder",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data.span !== undefined){
let data49 = data.span;
if(!((((data49 === 1) || (data49 === 2)) || (data49 === 3)) || (data49 === 4))){
const err121 = {instancePath:instancePath+"/span",schemaPath:"#/properties/span/enum",keyword:"enum",params:{allowedValues: schema38.properties.span.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.help !== undefined){
let data50 = data.help;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50["zh-CN"] === undefined){
const err122 = {instancePath:instancePath+"/help",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data50["en-US"] === undefined){
const err123 = {instancePath:instancePath+"/help",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
for(const key8 in data50){
if(!((key8 === "zh-CN") || (key8 === "en-US"))){
const err124 = {instancePath:instancePath+"/help",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data50["zh-CN"] !== undefined){
let data51 = data50["zh-CN"];
if(typeof data51 === "string"){
if(func2(data51) < 1){
const err125 = {instancePath:instancePath+"/help/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/help/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data50["en-US"] !== undefined){
let data52 = data50["en-US"];
if(typeof data52 === "string"){
if(func2(data52) < 1){
const err127 = {instancePath:instancePath+"/help/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/help/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/help",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.numbering !== undefined){
let data53 = data.numbering;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.pattern === undefined){
const err130 = {instancePath:instancePath+"/numbering",schemaPath:"#/properties/numbering/required",keyword:"required",params:{missingProperty: "pattern"},message:"must have required property '"+"pattern"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
for(const key9 in data53){
if(!(((key9 === "pattern") || (key9 === "reset")) || (key9 === "fieldCodes"))){
const err131 = {instancePath:instancePath+"/numbering",schemaPath:"#/properties/numbering/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data53.pattern !== undefined){
let data54 = data53.pattern;
if(typeof data54 === "string"){
if(func2(data54) > 100){
const err132 = {instancePath:instancePath+"/numbering/pattern",schemaPath:"#/properties/numbering/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(func2(data54) < 1){
const err133 = {instancePath:instancePath+"/numbering/pattern",schemaPath:"#/properties/numbering/properties/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/numbering/pattern",schemaPath:"#/properties/numbering/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data53.reset !== undefined){
let data55 = data53.reset;
if(!((((data55 === "day") || (data55 === "month")) || (data55 === "year")) || (data55 === "never"))){
const err135 = {instancePath:instancePath+"/numbering/reset",schemaPath:"#/properties/numbering/properties/reset/enum",keyword:"enum",params:{allowedValues: schema38.properties.numbering.properties.reset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data53.fieldCodes !== undefined){
let data56 = data53.fieldCodes;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(Object.keys(data56).length > 4){
const err136 = {instancePath:instancePath+"/numbering/fieldCodes",schemaPath:"#/properties/numbering/properties/fieldCodes/maxProperties",keyword:"maxProperties",params:{limit: 4},message:"must NOT have more than 4 properties"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
for(const key10 in data56){
let data57 = data56[key10];
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(Object.keys(data57).length > 100){
const err137 = {instancePath:instancePath+"/numbering/fieldCodes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/numbering/properties/fieldCodes/additionalProperties/maxProperties",keyword:"maxProperties",params:{limit: 100},message:"must NOT have more than 100 properties"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key11 in data57){
let data58 = data57[key11];
if(typeof data58 === "string"){
if(!pattern19.test(data58)){
const err138 = {instancePath:instancePath+"/numbering/fieldCodes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/numbering/properties/fieldCodes/additionalProperties/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,16}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,16}$"+"\""};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
else {
const err139 = {instancePath:instancePath+"/numbering/fieldCodes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/numbering/properties/fieldCodes/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/numbering/fieldCodes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/numbering/properties/fieldCodes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath:instancePath+"/numbering/fieldCodes",schemaPath:"#/properties/numbering/properties/fieldCodes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/numbering",schemaPath:"#/properties/numbering/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.unique !== undefined){
let data59 = data.unique;
const _errs152 = errors;
let valid37 = false;
let passing0 = null;
const _errs153 = errors;
if(typeof data59 !== "boolean"){
const err143 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/oneOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var _valid4 = _errs153 === errors;
if(_valid4){
valid37 = true;
passing0 = 0;
}
const _errs155 = errors;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.scope === undefined){
const err144 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/oneOf/1/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
for(const key12 in data59){
if(!(key12 === "scope")){
const err145 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data59.scope !== undefined){
let data60 = data59.scope;
if(!((data60 === "org") || (data60 === "global"))){
const err146 = {instancePath:instancePath+"/unique/scope",schemaPath:"#/$defs/uniqueScope/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid4 = _errs155 === errors;
if(_valid4 && valid37){
valid37 = false;
passing0 = [passing0, 1];
}
else {
if(_valid4){
valid37 = true;
passing0 = 1;
}
}
if(!valid37){
const err148 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs152;
if(vErrors !== null){
if(_errs152){
vErrors.length = _errs152;
}
else {
vErrors = null;
}
}
}
}
if(data.compute !== undefined){
let data61 = data.compute;
if(typeof data61 === "string"){
if(func2(data61) > 4000){
const err149 = {instancePath:instancePath+"/compute",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(func2(data61) < 1){
const err150 = {instancePath:instancePath+"/compute",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/compute",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
let data62 = data.visibleWhen;
if(typeof data62 === "string"){
if(func2(data62) > 4000){
const err152 = {instancePath:instancePath+"/visibleWhen",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(func2(data62) < 1){
const err153 = {instancePath:instancePath+"/visibleWhen",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/visibleWhen",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data.requiredWhen !== undefined){
let data63 = data.requiredWhen;
if(typeof data63 === "string"){
if(func2(data63) > 4000){
const err155 = {instancePath:instancePath+"/requiredWhen",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(func2(data63) < 1){
const err156 = {instancePath:instancePath+"/requiredWhen",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/requiredWhen",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data.readOnlyWhen !== undefined){
let data64 = data.readOnlyWhen;
if(typeof data64 === "string"){
if(func2(data64) > 4000){
const err158 = {instancePath:instancePath+"/readOnlyWhen",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(func2(data64) < 1){
const err159 = {instancePath:instancePath+"/readOnlyWhen",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/readOnlyWhen",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data.defaultExpr !== undefined){
let data65 = data.defaultExpr;
if(typeof data65 === "string"){
if(func2(data65) > 4000){
const err161 = {instancePath:instancePath+"/defaultExpr",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(func2(data65) < 1){
const err162 = {instancePath:instancePath+"/defaultExpr",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/defaultExpr",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data.pattern !== undefined){
if(data.patternMessage === undefined){
const err164 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "pattern",
    missingProperty: "patternMessage",
    depsCount: 1,
    deps: "patternMessage"},message:"must have property patternMessage when property pattern is present"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data.patternMessage !== undefined){
if(data.pattern === undefined){
const err165 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "patternMessage",
    missingProperty: "pattern",
    depsCount: 1,
    deps: "pattern"},message:"must have property pattern when property patternMessage is present"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.table === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "table"},message:"must have required property '"+"table"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.primaryKey === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primaryKey"},message:"must have required property '"+"primaryKey"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.orgScoped === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orgScoped"},message:"must have required property '"+"orgScoped"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.fields === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "table")) || (key0 === "primaryKey")) || (key0 === "orgScoped")) || (key0 === "fields")) || (key0 === "uniqueKeys"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.table !== undefined){
let data1 = data.table;
if(typeof data1 === "string"){
if(func2(data1) > 63){
const err9 = {instancePath:instancePath+"/table",schemaPath:"#/$defs/sqlName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern7.test(data1)){
const err10 = {instancePath:instancePath+"/table",schemaPath:"#/$defs/sqlName/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/table",schemaPath:"#/$defs/sqlName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.primaryKey !== undefined){
let data2 = data.primaryKey;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err12 = {instancePath:instancePath+"/primaryKey",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data2)){
const err13 = {instancePath:instancePath+"/primaryKey",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/primaryKey",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.orgScoped !== undefined){
if(typeof data.orgScoped !== "boolean"){
const err15 = {instancePath:instancePath+"/orgScoped",schemaPath:"#/properties/orgScoped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.fields !== undefined){
let data4 = data.fields;
if(Array.isArray(data4)){
if(data4.length < 1){
const err16 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data4[i0], {instancePath:instancePath+"/fields/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.uniqueKeys !== undefined){
let data6 = data.uniqueKeys;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.fields === undefined){
const err18 = {instancePath:instancePath+"/uniqueKeys/" + i1,schemaPath:"#/properties/uniqueKeys/items/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data7){
if(!((key1 === "fields") || (key1 === "scope"))){
const err19 = {instancePath:instancePath+"/uniqueKeys/" + i1,schemaPath:"#/properties/uniqueKeys/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.fields !== undefined){
let data8 = data7.fields;
if(Array.isArray(data8)){
if(data8.length > 8){
const err20 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields",schemaPath:"#/properties/uniqueKeys/items/properties/fields/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.length < 1){
const err21 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields",schemaPath:"#/properties/uniqueKeys/items/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(typeof data9 === "string"){
if(func2(data9) > 64){
const err22 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields/" + i2,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data9)){
const err23 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields/" + i2,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields/" + i2,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i3 = data8.length;
let j0;
if(i3 > 1){
outer0:
for(;i3--;){
for(j0 = i3; j0--;){
if(func0(data8[i3], data8[j0])){
const err25 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields",schemaPath:"#/properties/uniqueKeys/items/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/fields",schemaPath:"#/properties/uniqueKeys/items/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.scope !== undefined){
let data10 = data7.scope;
if(!((data10 === "org") || (data10 === "global"))){
const err27 = {instancePath:instancePath+"/uniqueKeys/" + i1+"/scope",schemaPath:"#/$defs/uniqueScope/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/uniqueKeys/" + i1,schemaPath:"#/properties/uniqueKeys/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/uniqueKeys",schemaPath:"#/properties/uniqueKeys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema63 = {"type":"object","additionalProperties":false,"required":["columns"],"properties":{"columns":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["field"],"properties":{"field":{"$ref":"#/$defs/identifier"},"width":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?(%|px)?$"},"sortable":{"type":"boolean"},"fixed":{"enum":["left","right"]}}}},"defaultOrder":{"type":"object","additionalProperties":false,"required":["field","direction"],"properties":{"field":{"$ref":"#/$defs/identifier"},"direction":{"enum":["asc","desc"]}}},"pageSize":{"enum":[10,20,30,40,50]},"summary":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["field","fn"],"properties":{"field":{"$ref":"#/$defs/identifier"},"fn":{"enum":["sum","avg","count","min","max"]}}}}}};
const pattern22 = new RegExp("^[0-9]+(\\.[0-9]+)?(%|px)?$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columns === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "columns") || (key0 === "defaultOrder")) || (key0 === "pageSize")) || (key0 === "summary"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.columns !== undefined){
let data0 = data.columns;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.field === undefined){
const err3 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "field") || (key1 === "width")) || (key1 === "sortable")) || (key1 === "fixed"))){
const err4 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.field !== undefined){
let data2 = data1.field;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err5 = {instancePath:instancePath+"/columns/" + i0+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/columns/" + i0+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/columns/" + i0+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.width !== undefined){
let data3 = data1.width;
if(typeof data3 === "string"){
if(!pattern22.test(data3)){
const err8 = {instancePath:instancePath+"/columns/" + i0+"/width",schemaPath:"#/properties/columns/items/properties/width/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(%|px)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(%|px)?$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/columns/" + i0+"/width",schemaPath:"#/properties/columns/items/properties/width/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.sortable !== undefined){
if(typeof data1.sortable !== "boolean"){
const err10 = {instancePath:instancePath+"/columns/" + i0+"/sortable",schemaPath:"#/properties/columns/items/properties/sortable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.fixed !== undefined){
let data5 = data1.fixed;
if(!((data5 === "left") || (data5 === "right"))){
const err11 = {instancePath:instancePath+"/columns/" + i0+"/fixed",schemaPath:"#/properties/columns/items/properties/fixed/enum",keyword:"enum",params:{allowedValues: schema63.properties.columns.items.properties.fixed.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.defaultOrder !== undefined){
let data6 = data.defaultOrder;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.field === undefined){
const err14 = {instancePath:instancePath+"/defaultOrder",schemaPath:"#/properties/defaultOrder/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.direction === undefined){
const err15 = {instancePath:instancePath+"/defaultOrder",schemaPath:"#/properties/defaultOrder/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "field") || (key2 === "direction"))){
const err16 = {instancePath:instancePath+"/defaultOrder",schemaPath:"#/properties/defaultOrder/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.field !== undefined){
let data7 = data6.field;
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err17 = {instancePath:instancePath+"/defaultOrder/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data7)){
const err18 = {instancePath:instancePath+"/defaultOrder/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/defaultOrder/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.direction !== undefined){
let data8 = data6.direction;
if(!((data8 === "asc") || (data8 === "desc"))){
const err20 = {instancePath:instancePath+"/defaultOrder/direction",schemaPath:"#/properties/defaultOrder/properties/direction/enum",keyword:"enum",params:{allowedValues: schema63.properties.defaultOrder.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/defaultOrder",schemaPath:"#/properties/defaultOrder/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.pageSize !== undefined){
let data9 = data.pageSize;
if(!(((((data9 === 10) || (data9 === 20)) || (data9 === 30)) || (data9 === 40)) || (data9 === 50))){
const err22 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/enum",keyword:"enum",params:{allowedValues: schema63.properties.pageSize.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.summary !== undefined){
let data10 = data.summary;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.field === undefined){
const err23 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/properties/summary/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.fn === undefined){
const err24 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/properties/summary/items/required",keyword:"required",params:{missingProperty: "fn"},message:"must have required property '"+"fn"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "field") || (key3 === "fn"))){
const err25 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/properties/summary/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.field !== undefined){
let data12 = data11.field;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err26 = {instancePath:instancePath+"/summary/" + i1+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data12)){
const err27 = {instancePath:instancePath+"/summary/" + i1+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/summary/" + i1+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.fn !== undefined){
let data13 = data11.fn;
if(!(((((data13 === "sum") || (data13 === "avg")) || (data13 === "count")) || (data13 === "min")) || (data13 === "max"))){
const err29 = {instancePath:instancePath+"/summary/" + i1+"/fn",schemaPath:"#/properties/summary/items/properties/fn/enum",keyword:"enum",params:{allowedValues: schema63.properties.summary.items.properties.fn.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/properties/summary/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","description":"A search panel condition (spec 01 §3: value, type, operator). Absent type and operator are text and like; one given, the other follows from it (runtime/bundle/search-defaults.ts).","additionalProperties":false,"required":["field"],"properties":{"field":{"$ref":"#/$defs/identifier"},"type":{"description":"How the value is entered: text box, dictionary select, one date, date range, one number, number range. Absent: implied by the operator (like: text, in: select, eq: select on dictionary fields, date on date fields, number on number fields, else text; dateRange, numberRange: themselves), text when there is no operator either.","enum":["text","select","date","dateRange","number","numberRange","reference"],"default":"text"},"operator":{"description":"How rows are matched: like (partial), eq, in (any of), dateRange, numberRange. Absent: implied by the type (text: like; select, date, number: eq; dateRange, numberRange: themselves), like when there is no type either.","enum":["like","eq","in","dateRange","numberRange"],"default":"like"},"label":{"$ref":"#/$defs/localizedText"}},"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["like","eq"]}}}},{"if":{"properties":{"type":{"const":"select"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["eq","in"]}}}},{"if":{"properties":{"type":{"enum":["date","number"]}},"required":["type"]},"then":{"properties":{"operator":{"const":"eq"}}}},{"if":{"properties":{"type":{"const":"dateRange"}},"required":["type"]},"then":{"properties":{"operator":{"const":"dateRange"}}}},{"if":{"properties":{"type":{"const":"numberRange"}},"required":["type"]},"then":{"properties":{"operator":{"const":"numberRange"}}}},{"if":{"properties":{"type":{"const":"reference"}},"required":["type"]},"then":{"properties":{"operator":{"enum":["eq","in"]}}}}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("text" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
let data1 = data.operator;
if(!((data1 === "like") || (data1 === "eq"))){
const err2 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/0/then/properties/operator/enum",keyword:"enum",params:{allowedValues: schema67.allOf[0].then.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.operator = true;
props0.type = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
let valid4 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.type !== undefined){
if("select" !== data.type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
let data3 = data.operator;
if(!((data3 === "eq") || (data3 === "in"))){
const err6 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/1/then/properties/operator/enum",keyword:"enum",params:{allowedValues: schema67.allOf[1].then.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid1 = _errs11 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.operator = true;
props1.type = true;
}
}
if(!valid4){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs14 = errors;
let valid7 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.type !== undefined){
let data4 = data.type;
if(!((data4 === "date") || (data4 === "number"))){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
if("eq" !== data.operator){
const err10 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/2/then/properties/operator/const",keyword:"const",params:{allowedValue: "eq"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.operator = true;
props2.type = true;
}
}
if(!valid7){
const err11 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs20 = errors;
let valid10 = true;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.type !== undefined){
if("dateRange" !== data.type){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
var _valid3 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
if("dateRange" !== data.operator){
const err14 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/3/then/properties/operator/const",keyword:"const",params:{allowedValue: "dateRange"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var _valid3 = _errs23 === errors;
valid10 = _valid3;
if(valid10){
var props3 = {};
props3.operator = true;
props3.type = true;
}
}
if(!valid10){
const err15 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs26 = errors;
let valid13 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.type !== undefined){
if("numberRange" !== data.type){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid4 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
if("numberRange" !== data.operator){
const err18 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/4/then/properties/operator/const",keyword:"const",params:{allowedValue: "numberRange"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid4 = _errs29 === errors;
valid13 = _valid4;
if(valid13){
var props4 = {};
props4.operator = true;
props4.type = true;
}
}
if(!valid13){
const err19 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs32 = errors;
let valid16 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data.type !== undefined){
if("reference" !== data.type){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
var _valid5 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operator !== undefined){
let data11 = data.operator;
if(!((data11 === "eq") || (data11 === "in"))){
const err22 = {instancePath:instancePath+"/operator",schemaPath:"#/allOf/5/then/properties/operator/enum",keyword:"enum",params:{allowedValues: schema67.allOf[5].then.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var _valid5 = _errs35 === errors;
valid16 = _valid5;
if(valid16){
var props5 = {};
props5.operator = true;
props5.type = true;
}
}
if(!valid16){
const err23 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "field") || (key0 === "type")) || (key0 === "operator")) || (key0 === "label"))){
const err25 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.field !== undefined){
let data12 = data.field;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err26 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data12)){
const err27 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.type !== undefined){
let data13 = data.type;
if(!(((((((data13 === "text") || (data13 === "select")) || (data13 === "date")) || (data13 === "dateRange")) || (data13 === "number")) || (data13 === "numberRange")) || (data13 === "reference"))){
const err29 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema67.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.operator !== undefined){
let data14 = data.operator;
if(!(((((data14 === "like") || (data14 === "eq")) || (data14 === "in")) || (data14 === "dateRange")) || (data14 === "numberRange"))){
const err30 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema67.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.label !== undefined){
let data15 = data.label;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15["zh-CN"] === undefined){
const err31 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data15["en-US"] === undefined){
const err32 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key1 in data15){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err33 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data15["zh-CN"] !== undefined){
let data16 = data15["zh-CN"];
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err34 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data15["en-US"] !== undefined){
let data17 = data15["en-US"];
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err36 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema70 = {"type":"object","additionalProperties":false,"required":["groups"],"properties":{"groups":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["columns","fields"],"properties":{"title":{"$ref":"#/$defs/localizedText"},"columns":{"enum":[1,2,3,4]},"fields":{"type":"array","items":{"$ref":"#/$defs/identifier"}},"tab":{"description":"Layout: sections with the same tab label show under one tab; sections without one show above the tabs.","$ref":"#/$defs/localizedText"},"help":{"description":"Layout: a help text under the section's title.","$ref":"#/$defs/localizedText"},"visibleWhen":{"$ref":"#/$defs/expression"},"readOnlyWhen":{"$ref":"#/$defs/expression"}}}},"children":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["module"],"properties":{"module":{"$ref":"#/$defs/identifier"},"title":{"$ref":"#/$defs/localizedText"},"parentId":{"$ref":"#/$defs/identifier"},"parentName":{"$ref":"#/$defs/identifier"},"parentLabelField":{"$ref":"#/$defs/identifier"},"inline":{"type":"boolean","description":"Edited as a grid inside the parent's form and saved with the parent in one transaction."},"minRows":{"type":"integer","minimum":0,"maximum":1000,"description":"Inline lists: fewest rows a saved parent may have."},"maxRows":{"type":"integer","minimum":1,"maximum":1000,"description":"Inline lists: most rows a parent may have (1000 at most)."},"rowNumbers":{"type":"boolean","description":"Inline lists: show each row's position (1, 2, 3 ...), the order kept in the rows' seq column."},"orderable":{"type":"boolean","description":"Inline lists: the user may move rows up and down."}}}},"rules":{"type":"array","items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["field","op","other","message"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["lt","lte","gt","gte","eq","ne"]},"other":{"$ref":"#/$defs/identifier"},"message":{"$ref":"#/$defs/messageId"}}},{"type":"object","additionalProperties":false,"required":["expr","message"],"properties":{"expr":{"$ref":"#/$defs/expression"},"message":{"$ref":"#/$defs/messageId"},"field":{"$ref":"#/$defs/identifier"}}}]}}}};
const schema84 = {"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9_.]*$"};
const pattern33 = new RegExp("^[a-zA-Z][a-zA-Z0-9_.]*$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.groups === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "groups") || (key0 === "children")) || (key0 === "rules"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.groups !== undefined){
let data0 = data.groups;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.columns === undefined){
const err3 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.fields === undefined){
const err4 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((((((key1 === "title") || (key1 === "columns")) || (key1 === "fields")) || (key1 === "tab")) || (key1 === "help")) || (key1 === "visibleWhen")) || (key1 === "readOnlyWhen"))){
const err5 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.title !== undefined){
let data2 = data1.title;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["zh-CN"] === undefined){
const err6 = {instancePath:instancePath+"/groups/" + i0+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2["en-US"] === undefined){
const err7 = {instancePath:instancePath+"/groups/" + i0+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key2 in data2){
if(!((key2 === "zh-CN") || (key2 === "en-US"))){
const err8 = {instancePath:instancePath+"/groups/" + i0+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2["zh-CN"] !== undefined){
let data3 = data2["zh-CN"];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/groups/" + i0+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/groups/" + i0+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2["en-US"] !== undefined){
let data4 = data2["en-US"];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/groups/" + i0+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/groups/" + i0+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/groups/" + i0+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.columns !== undefined){
let data5 = data1.columns;
if(!((((data5 === 1) || (data5 === 2)) || (data5 === 3)) || (data5 === 4))){
const err14 = {instancePath:instancePath+"/groups/" + i0+"/columns",schemaPath:"#/properties/groups/items/properties/columns/enum",keyword:"enum",params:{allowedValues: schema70.properties.groups.items.properties.columns.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.fields !== undefined){
let data6 = data1.fields;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err15 = {instancePath:instancePath+"/groups/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data7)){
const err16 = {instancePath:instancePath+"/groups/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/groups/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/groups/" + i0+"/fields",schemaPath:"#/properties/groups/items/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.tab !== undefined){
let data8 = data1.tab;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8["zh-CN"] === undefined){
const err19 = {instancePath:instancePath+"/groups/" + i0+"/tab",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8["en-US"] === undefined){
const err20 = {instancePath:instancePath+"/groups/" + i0+"/tab",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key3 in data8){
if(!((key3 === "zh-CN") || (key3 === "en-US"))){
const err21 = {instancePath:instancePath+"/groups/" + i0+"/tab",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8["zh-CN"] !== undefined){
let data9 = data8["zh-CN"];
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err22 = {instancePath:instancePath+"/groups/" + i0+"/tab/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/groups/" + i0+"/tab/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8["en-US"] !== undefined){
let data10 = data8["en-US"];
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err24 = {instancePath:instancePath+"/groups/" + i0+"/tab/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/groups/" + i0+"/tab/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/groups/" + i0+"/tab",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.help !== undefined){
let data11 = data1.help;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11["zh-CN"] === undefined){
const err27 = {instancePath:instancePath+"/groups/" + i0+"/help",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11["en-US"] === undefined){
const err28 = {instancePath:instancePath+"/groups/" + i0+"/help",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key4 in data11){
if(!((key4 === "zh-CN") || (key4 === "en-US"))){
const err29 = {instancePath:instancePath+"/groups/" + i0+"/help",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11["zh-CN"] !== undefined){
let data12 = data11["zh-CN"];
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err30 = {instancePath:instancePath+"/groups/" + i0+"/help/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/groups/" + i0+"/help/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11["en-US"] !== undefined){
let data13 = data11["en-US"];
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err32 = {instancePath:instancePath+"/groups/" + i0+"/help/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/groups/" + i0+"/help/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/groups/" + i0+"/help",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.visibleWhen !== undefined){
let data14 = data1.visibleWhen;
if(typeof data14 === "string"){
if(func2(data14) > 4000){
const err35 = {instancePath:instancePath+"/groups/" + i0+"/visibleWhen",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func2(data14) < 1){
const err36 = {instancePath:instancePath+"/groups/" + i0+"/visibleWhen",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/groups/" + i0+"/visibleWhen",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.readOnlyWhen !== undefined){
let data15 = data1.readOnlyWhen;
if(typeof data15 === "string"){
if(func2(data15) > 4000){
const err38 = {instancePath:instancePath+"/groups/" + i0+"/readOnlyWhen",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func2(data15) < 1){
const err39 = {instancePath:instancePath+"/groups/" + i0+"/readOnlyWhen",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/groups/" + i0+"/readOnlyWhen",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.children !== undefined){
let data16 = data.children;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.module === undefined){
const err43 = {instancePath:instancePath+"/children/" + i2,schemaPath:"#/properties/children/items/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key5 in data17){
if(!(func1.call(schema70.properties.children.items.properties, key5))){
const err44 = {instancePath:instancePath+"/children/" + i2,schemaPath:"#/properties/children/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data17.module !== undefined){
let data18 = data17.module;
if(typeof data18 === "string"){
if(func2(data18) > 64){
const err45 = {instancePath:instancePath+"/children/" + i2+"/module",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern4.test(data18)){
const err46 = {instancePath:instancePath+"/children/" + i2+"/module",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/children/" + i2+"/module",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data17.title !== undefined){
let data19 = data17.title;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19["zh-CN"] === undefined){
const err48 = {instancePath:instancePath+"/children/" + i2+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data19["en-US"] === undefined){
const err49 = {instancePath:instancePath+"/children/" + i2+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key6 in data19){
if(!((key6 === "zh-CN") || (key6 === "en-US"))){
const err50 = {instancePath:instancePath+"/children/" + i2+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data19["zh-CN"] !== undefined){
let data20 = data19["zh-CN"];
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err51 = {instancePath:instancePath+"/children/" + i2+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/children/" + i2+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19["en-US"] !== undefined){
let data21 = data19["en-US"];
if(typeof data21 === "string"){
if(func2(data21) < 1){
const err53 = {instancePath:instancePath+"/children/" + i2+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/children/" + i2+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/children/" + i2+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data17.parentId !== undefined){
let data22 = data17.parentId;
if(typeof data22 === "string"){
if(func2(data22) > 64){
const err56 = {instancePath:instancePath+"/children/" + i2+"/parentId",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern4.test(data22)){
const err57 = {instancePath:instancePath+"/children/" + i2+"/parentId",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/children/" + i2+"/parentId",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data17.parentName !== undefined){
let data23 = data17.parentName;
if(typeof data23 === "string"){
if(func2(data23) > 64){
const err59 = {instancePath:instancePath+"/children/" + i2+"/parentName",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern4.test(data23)){
const err60 = {instancePath:instancePath+"/children/" + i2+"/parentName",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/children/" + i2+"/parentName",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data17.parentLabelField !== undefined){
let data24 = data17.parentLabelField;
if(typeof data24 === "string"){
if(func2(data24) > 64){
const err62 = {instancePath:instancePath+"/children/" + i2+"/parentLabelField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!pattern4.test(data24)){
const err63 = {instancePath:instancePath+"/children/" + i2+"/parentLabelField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/children/" + i2+"/parentLabelField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data17.inline !== undefined){
if(typeof data17.inline !== "boolean"){
const err65 = {instancePath:instancePath+"/children/" + i2+"/inline",schemaPath:"#/properties/children/items/properties/inline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data17.minRows !== undefined){
let data26 = data17.minRows;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err66 = {instancePath:instancePath+"/children/" + i2+"/minRows",schemaPath:"#/properties/children/items/properties/minRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 1000 || isNaN(data26)){
const err67 = {instancePath:instancePath+"/children/" + i2+"/minRows",schemaPath:"#/properties/children/items/properties/minRows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err68 = {instancePath:instancePath+"/children/" + i2+"/minRows",schemaPath:"#/properties/children/items/properties/minRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data17.maxRows !== undefined){
let data27 = data17.maxRows;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err69 = {instancePath:instancePath+"/children/" + i2+"/maxRows",schemaPath:"#/properties/children/items/properties/maxRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 1000 || isNaN(data27)){
const err70 = {instancePath:instancePath+"/children/" + i2+"/maxRows",schemaPath:"#/properties/children/items/properties/maxRows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data27 < 1 || isNaN(data27)){
const err71 = {instancePath:instancePath+"/children/" + i2+"/maxRows",schemaPath:"#/properties/children/items/properties/maxRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
if(data17.rowNumbers !== undefined){
if(typeof data17.rowNumbers !== "boolean"){
const err72 = {instancePath:instancePath+"/children/" + i2+"/rowNumbers",schemaPath:"#/properties/children/items/properties/rowNumbers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data17.orderable !== undefined){
if(typeof data17.orderable !== "boolean"){
const err73 = {instancePath:instancePath+"/children/" + i2+"/orderable",schemaPath:"#/properties/children/items/properties/orderable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/children/" + i2,schemaPath:"#/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.rules !== undefined){
let data30 = data.rules;
if(Array.isArray(data30)){
const len3 = data30.length;
for(let i3=0; i3<len3; i3++){
let data31 = data30[i3];
const _errs81 = errors;
let valid26 = false;
let passing0 = null;
const _errs82 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.field === undefined){
const err76 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data31.op === undefined){
const err77 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data31.other === undefined){
const err78 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/required",keyword:"required",params:{missingProperty: "other"},message:"must have required property '"+"other"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data31.message === undefined){
const err79 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key7 in data31){
if(!((((key7 === "field") || (key7 === "op")) || (key7 === "other")) || (key7 === "message"))){
const err80 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data31.field !== undefined){
let data32 = data31.field;
if(typeof data32 === "string"){
if(func2(data32) > 64){
const err81 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(!pattern4.test(data32)){
const err82 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data31.op !== undefined){
let data33 = data31.op;
if(!((((((data33 === "lt") || (data33 === "lte")) || (data33 === "gt")) || (data33 === "gte")) || (data33 === "eq")) || (data33 === "ne"))){
const err84 = {instancePath:instancePath+"/rules/" + i3+"/op",schemaPath:"#/properties/rules/items/oneOf/0/properties/op/enum",keyword:"enum",params:{allowedValues: schema70.properties.rules.items.oneOf[0].properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data31.other !== undefined){
let data34 = data31.other;
if(typeof data34 === "string"){
if(func2(data34) > 64){
const err85 = {instancePath:instancePath+"/rules/" + i3+"/other",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!pattern4.test(data34)){
const err86 = {instancePath:instancePath+"/rules/" + i3+"/other",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/rules/" + i3+"/other",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data31.message !== undefined){
let data35 = data31.message;
if(typeof data35 === "string"){
if(!pattern33.test(data35)){
const err88 = {instancePath:instancePath+"/rules/" + i3+"/message",schemaPath:"#/$defs/messageId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9_.]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9_.]*$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/rules/" + i3+"/message",schemaPath:"#/$defs/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid0 = _errs82 === errors;
if(_valid0){
valid26 = true;
passing0 = 0;
var props0 = true;
}
const _errs95 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.expr === undefined){
const err91 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/1/required",keyword:"required",params:{missingProperty: "expr"},message:"must have required property '"+"expr"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data31.message === undefined){
const err92 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/1/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key8 in data31){
if(!(((key8 === "expr") || (key8 === "message")) || (key8 === "field"))){
const err93 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data31.expr !== undefined){
let data36 = data31.expr;
if(typeof data36 === "string"){
if(func2(data36) > 4000){
const err94 = {instancePath:instancePath+"/rules/" + i3+"/expr",schemaPath:"#/$defs/expression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(func2(data36) < 1){
const err95 = {instancePath:instancePath+"/rules/" + i3+"/expr",schemaPath:"#/$defs/expression/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/rules/" + i3+"/expr",schemaPath:"#/$defs/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data31.message !== undefined){
let data37 = data31.message;
if(typeof data37 === "string"){
if(!pattern33.test(data37)){
const err97 = {instancePath:instancePath+"/rules/" + i3+"/message",schemaPath:"#/$defs/messageId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9_.]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9_.]*$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/rules/" + i3+"/message",schemaPath:"#/$defs/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data31.field !== undefined){
let data38 = data31.field;
if(typeof data38 === "string"){
if(func2(data38) > 64){
const err99 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!pattern4.test(data38)){
const err100 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/rules/" + i3+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid0 = _errs95 === errors;
if(_valid0 && valid26){
valid26 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid26 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid26){
const err103 = {instancePath:instancePath+"/rules/" + i3,schemaPath:"#/properties/rules/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err104 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema100 = {"description":"The life-cycle state a workflow instance sets on its record: on entering a node, at its end, at a forced end.","type":"object","additionalProperties":false,"properties":{"onNode":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["node","state"],"properties":{"node":{"type":"string","minLength":1,"maxLength":64},"state":{"$ref":"#/$defs/stateValue"}}}},"onEnd":{"$ref":"#/$defs/stateValue"},"onForceEnd":{"$ref":"#/$defs/stateValue"},"onSubmit":{"description":"Values stamped on the record when a handler submits the node's task (who and when), as a transition's stamps.","type":"array","items":{"type":"object","additionalProperties":false,"required":["node","stamps"],"properties":{"node":{"type":"string","minLength":1,"maxLength":64},"stamps":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/lifecycleStamp"}}}}}}};
const schema101 = {"type":"string","minLength":1,"maxLength":64};
const schema104 = {"type":"object","additionalProperties":false,"required":["field","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"value":{"enum":["userId","userName","employee","depart","now","today"]}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "field") || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(!((((((data1 === "userId") || (data1 === "userName")) || (data1 === "employee")) || (data1 === "depart")) || (data1 === "now")) || (data1 === "today"))){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema104.properties.value.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "onNode") || (key0 === "onEnd")) || (key0 === "onForceEnd")) || (key0 === "onSubmit"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.onNode !== undefined){
let data0 = data.onNode;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.node === undefined){
const err1 = {instancePath:instancePath+"/onNode/" + i0,schemaPath:"#/properties/onNode/items/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.state === undefined){
const err2 = {instancePath:instancePath+"/onNode/" + i0,schemaPath:"#/properties/onNode/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "node") || (key1 === "state"))){
const err3 = {instancePath:instancePath+"/onNode/" + i0,schemaPath:"#/properties/onNode/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.node !== undefined){
let data2 = data1.node;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err4 = {instancePath:instancePath+"/onNode/" + i0+"/node",schemaPath:"#/properties/onNode/items/properties/node/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data2) < 1){
const err5 = {instancePath:instancePath+"/onNode/" + i0+"/node",schemaPath:"#/properties/onNode/items/properties/node/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/onNode/" + i0+"/node",schemaPath:"#/properties/onNode/items/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.state !== undefined){
let data3 = data1.state;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err7 = {instancePath:instancePath+"/onNode/" + i0+"/state",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/onNode/" + i0+"/state",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/onNode/" + i0+"/state",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/onNode/" + i0,schemaPath:"#/properties/onNode/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/onNode",schemaPath:"#/properties/onNode/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.onEnd !== undefined){
let data4 = data.onEnd;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err12 = {instancePath:instancePath+"/onEnd",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/onEnd",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/onEnd",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.onForceEnd !== undefined){
let data5 = data.onForceEnd;
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err15 = {instancePath:instancePath+"/onForceEnd",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data5) < 1){
const err16 = {instancePath:instancePath+"/onForceEnd",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/onForceEnd",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.onSubmit !== undefined){
let data6 = data.onSubmit;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.node === undefined){
const err18 = {instancePath:instancePath+"/onSubmit/" + i1,schemaPath:"#/properties/onSubmit/items/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.stamps === undefined){
const err19 = {instancePath:instancePath+"/onSubmit/" + i1,schemaPath:"#/properties/onSubmit/items/required",keyword:"required",params:{missingProperty: "stamps"},message:"must have required property '"+"stamps"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "node") || (key2 === "stamps"))){
const err20 = {instancePath:instancePath+"/onSubmit/" + i1,schemaPath:"#/properties/onSubmit/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.node !== undefined){
let data8 = data7.node;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err21 = {instancePath:instancePath+"/onSubmit/" + i1+"/node",schemaPath:"#/properties/onSubmit/items/properties/node/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/onSubmit/" + i1+"/node",schemaPath:"#/properties/onSubmit/items/properties/node/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/onSubmit/" + i1+"/node",schemaPath:"#/properties/onSubmit/items/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.stamps !== undefined){
let data9 = data7.stamps;
if(Array.isArray(data9)){
if(data9.length < 1){
const err24 = {instancePath:instancePath+"/onSubmit/" + i1+"/stamps",schemaPath:"#/properties/onSubmit/items/properties/stamps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(!(validate34(data9[i2], {instancePath:instancePath+"/onSubmit/" + i1+"/stamps/" + i2,parentData:data9,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/onSubmit/" + i1+"/stamps",schemaPath:"#/properties/onSubmit/items/properties/stamps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/onSubmit/" + i1,schemaPath:"#/properties/onSubmit/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/onSubmit",schemaPath:"#/properties/onSubmit/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema106 = {"description":"Record life cycle: the dictionary field holding the state, the transitions that move it, and the fields locked per state.","type":"object","additionalProperties":false,"required":["field","transitions"],"properties":{"field":{"$ref":"#/$defs/identifier"},"transitions":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name","from","to","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"from":{"oneOf":[{"const":"*"},{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/stateValue"}}]},"to":{"$ref":"#/$defs/stateValue"},"label":{"$ref":"#/$defs/localizedText"},"roles":{"type":"array","uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":64}},"when":{"type":"string","minLength":1,"maxLength":2000},"startsApproval":{"description":"The transition starts the record's approval: the bundle's beforeWorkflowStart checks run first, as when a workflow starts.","type":"boolean"},"requires":{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"stamps":{"type":"array","items":{"$ref":"#/$defs/lifecycleStamp"}},"creates":{"description":"A record of another module made when the transition is taken, or one per row of the child list forEach; values are expressions over the record or the row.","type":"object","additionalProperties":false,"required":["module","values"],"properties":{"module":{"$ref":"#/$defs/identifier"},"forEach":{"$ref":"#/$defs/identifier"},"when":{"type":"string","minLength":1,"maxLength":2000},"values":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["field","expr"],"properties":{"field":{"$ref":"#/$defs/identifier"},"expr":{"type":"string","minLength":1,"maxLength":2000}}}},"linkField":{"$ref":"#/$defs/identifier"}}}}}},"locks":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["state","fields"],"properties":{"state":{"$ref":"#/$defs/stateValue"},"fields":{"oneOf":[{"const":"*"},{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}}]}}}}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transitions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transitions"},message:"must have required property '"+"transitions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "field") || (key0 === "transitions")) || (key0 === "locks"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transitions !== undefined){
let data1 = data.transitions;
if(Array.isArray(data1)){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/transitions",schemaPath:"#/properties/transitions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err7 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.from === undefined){
const err8 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.to === undefined){
const err9 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.label === undefined){
const err10 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data2){
if(!(func1.call(schema106.properties.transitions.items.properties, key1))){
const err11 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err12 = {instancePath:instancePath+"/transitions/" + i0+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data3)){
const err13 = {instancePath:instancePath+"/transitions/" + i0+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/transitions/" + i0+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.from !== undefined){
let data4 = data2.from;
const _errs14 = errors;
let valid6 = false;
let passing0 = null;
const _errs15 = errors;
if("*" !== data4){
const err15 = {instancePath:instancePath+"/transitions/" + i0+"/from",schemaPath:"#/properties/transitions/items/properties/from/oneOf/0/const",keyword:"const",params:{allowedValue: "*"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs16 = errors;
if(Array.isArray(data4)){
if(data4.length < 1){
const err16 = {instancePath:instancePath+"/transitions/" + i0+"/from",schemaPath:"#/properties/transitions/items/properties/from/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err17 = {instancePath:instancePath+"/transitions/" + i0+"/from/" + i1,schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 1){
const err18 = {instancePath:instancePath+"/transitions/" + i0+"/from/" + i1,schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/transitions/" + i0+"/from/" + i1,schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i2 = data4.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data4[i2], data4[j0])){
const err20 = {instancePath:instancePath+"/transitions/" + i0+"/from",schemaPath:"#/properties/transitions/items/properties/from/oneOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/transitions/" + i0+"/from",schemaPath:"#/properties/transitions/items/properties/from/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err22 = {instancePath:instancePath+"/transitions/" + i0+"/from",schemaPath:"#/properties/transitions/items/properties/from/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data2.to !== undefined){
let data6 = data2.to;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err23 = {instancePath:instancePath+"/transitions/" + i0+"/to",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data6) < 1){
const err24 = {instancePath:instancePath+"/transitions/" + i0+"/to",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/transitions/" + i0+"/to",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.label !== undefined){
let data7 = data2.label;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7["zh-CN"] === undefined){
const err26 = {instancePath:instancePath+"/transitions/" + i0+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7["en-US"] === undefined){
const err27 = {instancePath:instancePath+"/transitions/" + i0+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "zh-CN") || (key2 === "en-US"))){
const err28 = {instancePath:instancePath+"/transitions/" + i0+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7["zh-CN"] !== undefined){
let data8 = data7["zh-CN"];
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err29 = {instancePath:instancePath+"/transitions/" + i0+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/transitions/" + i0+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7["en-US"] !== undefined){
let data9 = data7["en-US"];
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err31 = {instancePath:instancePath+"/transitions/" + i0+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/transitions/" + i0+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/transitions/" + i0+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.roles !== undefined){
let data10 = data2.roles;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i3=0; i3<len2; i3++){
let data11 = data10[i3];
if(typeof data11 === "string"){
if(func2(data11) > 64){
const err34 = {instancePath:instancePath+"/transitions/" + i0+"/roles/" + i3,schemaPath:"#/properties/transitions/items/properties/roles/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func2(data11) < 1){
const err35 = {instancePath:instancePath+"/transitions/" + i0+"/roles/" + i3,schemaPath:"#/properties/transitions/items/properties/roles/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/transitions/" + i0+"/roles/" + i3,schemaPath:"#/properties/transitions/items/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
let i4 = data10.length;
let j1;
if(i4 > 1){
const indices0 = {};
for(;i4--;){
let item0 = data10[i4];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
const err37 = {instancePath:instancePath+"/transitions/" + i0+"/roles",schemaPath:"#/properties/transitions/items/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i4+" are identical)"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
break;
}
indices0[item0] = i4;
}
}
}
else {
const err38 = {instancePath:instancePath+"/transitions/" + i0+"/roles",schemaPath:"#/properties/transitions/items/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data2.when !== undefined){
let data12 = data2.when;
if(typeof data12 === "string"){
if(func2(data12) > 2000){
const err39 = {instancePath:instancePath+"/transitions/" + i0+"/when",schemaPath:"#/properties/transitions/items/properties/when/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func2(data12) < 1){
const err40 = {instancePath:instancePath+"/transitions/" + i0+"/when",schemaPath:"#/properties/transitions/items/properties/when/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/transitions/" + i0+"/when",schemaPath:"#/properties/transitions/items/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data2.startsApproval !== undefined){
if(typeof data2.startsApproval !== "boolean"){
const err42 = {instancePath:instancePath+"/transitions/" + i0+"/startsApproval",schemaPath:"#/properties/transitions/items/properties/startsApproval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data2.requires !== undefined){
let data14 = data2.requires;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i5=0; i5<len3; i5++){
let data15 = data14[i5];
if(typeof data15 === "string"){
if(func2(data15) > 64){
const err43 = {instancePath:instancePath+"/transitions/" + i0+"/requires/" + i5,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern4.test(data15)){
const err44 = {instancePath:instancePath+"/transitions/" + i0+"/requires/" + i5,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/transitions/" + i0+"/requires/" + i5,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let i6 = data14.length;
let j2;
if(i6 > 1){
outer1:
for(;i6--;){
for(j2 = i6; j2--;){
if(func0(data14[i6], data14[j2])){
const err46 = {instancePath:instancePath+"/transitions/" + i0+"/requires",schemaPath:"#/properties/transitions/items/properties/requires/uniqueItems",keyword:"uniqueItems",params:{i: i6, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i6+" are identical)"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/transitions/" + i0+"/requires",schemaPath:"#/properties/transitions/items/properties/requires/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.stamps !== undefined){
let data16 = data2.stamps;
if(Array.isArray(data16)){
const len4 = data16.length;
for(let i7=0; i7<len4; i7++){
if(!(validate34(data16[i7], {instancePath:instancePath+"/transitions/" + i0+"/stamps/" + i7,parentData:data16,parentDataProperty:i7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err48 = {instancePath:instancePath+"/transitions/" + i0+"/stamps",schemaPath:"#/properties/transitions/items/properties/stamps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data2.creates !== undefined){
let data18 = data2.creates;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.module === undefined){
const err49 = {instancePath:instancePath+"/transitions/" + i0+"/creates",schemaPath:"#/properties/transitions/items/properties/creates/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data18.values === undefined){
const err50 = {instancePath:instancePath+"/transitions/" + i0+"/creates",schemaPath:"#/properties/transitions/items/properties/creates/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key3 in data18){
if(!(((((key3 === "module") || (key3 === "forEach")) || (key3 === "when")) || (key3 === "values")) || (key3 === "linkField"))){
const err51 = {instancePath:instancePath+"/transitions/" + i0+"/creates",schemaPath:"#/properties/transitions/items/properties/creates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.module !== undefined){
let data19 = data18.module;
if(typeof data19 === "string"){
if(func2(data19) > 64){
const err52 = {instancePath:instancePath+"/transitions/" + i0+"/creates/module",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern4.test(data19)){
const err53 = {instancePath:instancePath+"/transitions/" + i0+"/creates/module",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/transitions/" + i0+"/creates/module",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data18.forEach !== undefined){
let data20 = data18.forEach;
if(typeof data20 === "string"){
if(func2(data20) > 64){
const err55 = {instancePath:instancePath+"/transitions/" + i0+"/creates/forEach",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern4.test(data20)){
const err56 = {instancePath:instancePath+"/transitions/" + i0+"/creates/forEach",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/transitions/" + i0+"/creates/forEach",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data18.when !== undefined){
let data21 = data18.when;
if(typeof data21 === "string"){
if(func2(data21) > 2000){
const err58 = {instancePath:instancePath+"/transitions/" + i0+"/creates/when",schemaPath:"#/properties/transitions/items/properties/creates/properties/when/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(func2(data21) < 1){
const err59 = {instancePath:instancePath+"/transitions/" + i0+"/creates/when",schemaPath:"#/properties/transitions/items/properties/creates/properties/when/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/transitions/" + i0+"/creates/when",schemaPath:"#/properties/transitions/items/properties/creates/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data18.values !== undefined){
let data22 = data18.values;
if(Array.isArray(data22)){
if(data22.length > 50){
const err61 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data22.length < 1){
const err62 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len5 = data22.length;
for(let i8=0; i8<len5; i8++){
let data23 = data22[i8];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.field === undefined){
const err63 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8,schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data23.expr === undefined){
const err64 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8,schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/required",keyword:"required",params:{missingProperty: "expr"},message:"must have required property '"+"expr"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key4 in data23){
if(!((key4 === "field") || (key4 === "expr"))){
const err65 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8,schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data23.field !== undefined){
let data24 = data23.field;
if(typeof data24 === "string"){
if(func2(data24) > 64){
const err66 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern4.test(data24)){
const err67 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data23.expr !== undefined){
let data25 = data23.expr;
if(typeof data25 === "string"){
if(func2(data25) > 2000){
const err69 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/expr",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/properties/expr/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func2(data25) < 1){
const err70 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/expr",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/properties/expr/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8+"/expr",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/properties/expr/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values/" + i8,schemaPath:"#/properties/transitions/items/properties/creates/properties/values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/transitions/" + i0+"/creates/values",schemaPath:"#/properties/transitions/items/properties/creates/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data18.linkField !== undefined){
let data26 = data18.linkField;
if(typeof data26 === "string"){
if(func2(data26) > 64){
const err74 = {instancePath:instancePath+"/transitions/" + i0+"/creates/linkField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern4.test(data26)){
const err75 = {instancePath:instancePath+"/transitions/" + i0+"/creates/linkField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/transitions/" + i0+"/creates/linkField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/transitions/" + i0+"/creates",schemaPath:"#/properties/transitions/items/properties/creates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/transitions/" + i0,schemaPath:"#/properties/transitions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/transitions",schemaPath:"#/properties/transitions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.locks !== undefined){
let data27 = data.locks;
if(Array.isArray(data27)){
const len6 = data27.length;
for(let i9=0; i9<len6; i9++){
let data28 = data27[i9];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.state === undefined){
const err80 = {instancePath:instancePath+"/locks/" + i9,schemaPath:"#/properties/locks/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data28.fields === undefined){
const err81 = {instancePath:instancePath+"/locks/" + i9,schemaPath:"#/properties/locks/items/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key5 in data28){
if(!((key5 === "state") || (key5 === "fields"))){
const err82 = {instancePath:instancePath+"/locks/" + i9,schemaPath:"#/properties/locks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data28.state !== undefined){
let data29 = data28.state;
if(typeof data29 === "string"){
if(func2(data29) > 64){
const err83 = {instancePath:instancePath+"/locks/" + i9+"/state",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(func2(data29) < 1){
const err84 = {instancePath:instancePath+"/locks/" + i9+"/state",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/locks/" + i9+"/state",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data28.fields !== undefined){
let data30 = data28.fields;
const _errs81 = errors;
let valid35 = false;
let passing1 = null;
const _errs82 = errors;
if("*" !== data30){
const err86 = {instancePath:instancePath+"/locks/" + i9+"/fields",schemaPath:"#/properties/locks/items/properties/fields/oneOf/0/const",keyword:"const",params:{allowedValue: "*"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid1 = _errs82 === errors;
if(_valid1){
valid35 = true;
passing1 = 0;
}
const _errs83 = errors;
if(Array.isArray(data30)){
const len7 = data30.length;
for(let i10=0; i10<len7; i10++){
let data31 = data30[i10];
if(typeof data31 === "string"){
if(func2(data31) > 64){
const err87 = {instancePath:instancePath+"/locks/" + i9+"/fields/" + i10,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern4.test(data31)){
const err88 = {instancePath:instancePath+"/locks/" + i9+"/fields/" + i10,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/locks/" + i9+"/fields/" + i10,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
let i11 = data30.length;
let j3;
if(i11 > 1){
outer2:
for(;i11--;){
for(j3 = i11; j3--;){
if(func0(data30[i11], data30[j3])){
const err90 = {instancePath:instancePath+"/locks/" + i9+"/fields",schemaPath:"#/properties/locks/items/properties/fields/oneOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i11, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i11+" are identical)"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
break outer2;
}
}
}
}
}
else {
const err91 = {instancePath:instancePath+"/locks/" + i9+"/fields",schemaPath:"#/properties/locks/items/properties/fields/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid1 = _errs83 === errors;
if(_valid1 && valid35){
valid35 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid35 = true;
passing1 = 1;
}
}
if(!valid35){
const err92 = {instancePath:instancePath+"/locks/" + i9+"/fields",schemaPath:"#/properties/locks/items/properties/fields/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err93 = {instancePath:instancePath+"/locks/" + i9,schemaPath:"#/properties/locks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/locks",schemaPath:"#/properties/locks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema119 = {"description":"Live device data (docs/bundle-format.md): the module holds the devices, their measurement points or the device events; the intake reads and writes the named fields.","oneOf":[{"type":"object","additionalProperties":false,"required":["role","code"],"properties":{"role":{"const":"device"},"code":{"$ref":"#/$defs/identifier"},"station":{"$ref":"#/$defs/identifier"}}},{"type":"object","additionalProperties":false,"required":["role","device","code"],"properties":{"role":{"const":"point"},"device":{"$ref":"#/$defs/identifier"},"code":{"$ref":"#/$defs/identifier"},"name":{"$ref":"#/$defs/identifier"},"unit":{"$ref":"#/$defs/identifier"},"lower":{"$ref":"#/$defs/identifier"},"upper":{"$ref":"#/$defs/identifier"},"level":{"$ref":"#/$defs/identifier"},"deadband":{"type":"number","minimum":0},"latestValue":{"$ref":"#/$defs/identifier"},"latestAt":{"$ref":"#/$defs/identifier"}},"dependentRequired":{"latestValue":["latestAt"],"latestAt":["latestValue"]}},{"type":"object","additionalProperties":false,"required":["role","device","level","content","time","state","levels","states"],"properties":{"role":{"const":"event"},"number":{"$ref":"#/$defs/identifier"},"device":{"$ref":"#/$defs/identifier"},"station":{"$ref":"#/$defs/identifier"},"point":{"$ref":"#/$defs/identifier"},"level":{"$ref":"#/$defs/identifier"},"content":{"$ref":"#/$defs/identifier"},"time":{"$ref":"#/$defs/identifier"},"state":{"$ref":"#/$defs/identifier"},"value":{"$ref":"#/$defs/identifier"},"faultCode":{"$ref":"#/$defs/identifier"},"recoveredAt":{"$ref":"#/$defs/identifier"},"levels":{"type":"object","additionalProperties":false,"required":["ordinary","urgent"],"properties":{"ordinary":{"$ref":"#/$defs/stateValue"},"urgent":{"$ref":"#/$defs/stateValue"}}},"states":{"type":"object","additionalProperties":false,"required":["open","recovered","todo"],"properties":{"open":{"$ref":"#/$defs/stateValue"},"recovered":{"$ref":"#/$defs/stateValue"},"todo":{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/stateValue"}}}},"notifyRoles":{"type":"array","uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":64}}}}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "role") || (key0 === "code")) || (key0 === "station"))){
const err2 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.role !== undefined){
if("device" !== data.role){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/oneOf/0/properties/role/const",keyword:"const",params:{allowedValue: "device"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.station !== undefined){
let data2 = data.station;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err7 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.device === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "device"},message:"must have required property '"+"device"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.code === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data){
if(!(func1.call(schema119.oneOf[1].properties, key1))){
const err14 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.role !== undefined){
if("point" !== data.role){
const err15 = {instancePath:instancePath+"/role",schemaPath:"#/oneOf/1/properties/role/const",keyword:"const",params:{allowedValue: "point"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.device !== undefined){
let data4 = data.device;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err16 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data4)){
const err17 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.code !== undefined){
let data5 = data.code;
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err19 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data5)){
const err20 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.name !== undefined){
let data6 = data.name;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data6)){
const err23 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.unit !== undefined){
let data7 = data.unit;
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err25 = {instancePath:instancePath+"/unit",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern4.test(data7)){
const err26 = {instancePath:instancePath+"/unit",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/unit",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.lower !== undefined){
let data8 = data.lower;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err28 = {instancePath:instancePath+"/lower",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data8)){
const err29 = {instancePath:instancePath+"/lower",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/lower",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.upper !== undefined){
let data9 = data.upper;
if(typeof data9 === "string"){
if(func2(data9) > 64){
const err31 = {instancePath:instancePath+"/upper",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data9)){
const err32 = {instancePath:instancePath+"/upper",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/upper",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.level !== undefined){
let data10 = data.level;
if(typeof data10 === "string"){
if(func2(data10) > 64){
const err34 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data10)){
const err35 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.deadband !== undefined){
let data11 = data.deadband;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/deadband",schemaPath:"#/oneOf/1/properties/deadband/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/deadband",schemaPath:"#/oneOf/1/properties/deadband/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.latestValue !== undefined){
let data12 = data.latestValue;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err39 = {instancePath:instancePath+"/latestValue",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern4.test(data12)){
const err40 = {instancePath:instancePath+"/latestValue",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/latestValue",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.latestAt !== undefined){
let data13 = data.latestAt;
if(typeof data13 === "string"){
if(func2(data13) > 64){
const err42 = {instancePath:instancePath+"/latestAt",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern4.test(data13)){
const err43 = {instancePath:instancePath+"/latestAt",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/latestAt",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.latestValue !== undefined){
if(data.latestAt === undefined){
const err45 = {instancePath,schemaPath:"#/oneOf/1/dependentRequired",keyword:"dependentRequired",params:{property: "latestValue",
    missingProperty: "latestAt",
    depsCount: 1,
    deps: "latestAt"},message:"must have property latestAt when property latestValue is present"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.latestAt !== undefined){
if(data.latestValue === undefined){
const err46 = {instancePath,schemaPath:"#/oneOf/1/dependentRequired",keyword:"dependentRequired",params:{property: "latestAt",
    missingProperty: "latestValue",
    depsCount: 1,
    deps: "latestValue"},message:"must have property latestValue when property latestAt is present"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs44 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err48 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.device === undefined){
const err49 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "device"},message:"must have required property '"+"device"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data.level === undefined){
const err50 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.content === undefined){
const err51 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data.time === undefined){
const err52 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data.state === undefined){
const err53 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data.levels === undefined){
const err54 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "levels"},message:"must have required property '"+"levels"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data.states === undefined){
const err55 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "states"},message:"must have required property '"+"states"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key2 in data){
if(!(func1.call(schema119.oneOf[2].properties, key2))){
const err56 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.role !== undefined){
if("event" !== data.role){
const err57 = {instancePath:instancePath+"/role",schemaPath:"#/oneOf/2/properties/role/const",keyword:"const",params:{allowedValue: "event"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.number !== undefined){
let data15 = data.number;
if(typeof data15 === "string"){
if(func2(data15) > 64){
const err58 = {instancePath:instancePath+"/number",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!pattern4.test(data15)){
const err59 = {instancePath:instancePath+"/number",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/number",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.device !== undefined){
let data16 = data.device;
if(typeof data16 === "string"){
if(func2(data16) > 64){
const err61 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern4.test(data16)){
const err62 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.station !== undefined){
let data17 = data.station;
if(typeof data17 === "string"){
if(func2(data17) > 64){
const err64 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern4.test(data17)){
const err65 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/station",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.point !== undefined){
let data18 = data.point;
if(typeof data18 === "string"){
if(func2(data18) > 64){
const err67 = {instancePath:instancePath+"/point",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern4.test(data18)){
const err68 = {instancePath:instancePath+"/point",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/point",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.level !== undefined){
let data19 = data.level;
if(typeof data19 === "string"){
if(func2(data19) > 64){
const err70 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern4.test(data19)){
const err71 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.content !== undefined){
let data20 = data.content;
if(typeof data20 === "string"){
if(func2(data20) > 64){
const err73 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!pattern4.test(data20)){
const err74 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/content",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.time !== undefined){
let data21 = data.time;
if(typeof data21 === "string"){
if(func2(data21) > 64){
const err76 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!pattern4.test(data21)){
const err77 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.state !== undefined){
let data22 = data.state;
if(typeof data22 === "string"){
if(func2(data22) > 64){
const err79 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!pattern4.test(data22)){
const err80 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/state",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.value !== undefined){
let data23 = data.value;
if(typeof data23 === "string"){
if(func2(data23) > 64){
const err82 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!pattern4.test(data23)){
const err83 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.faultCode !== undefined){
let data24 = data.faultCode;
if(typeof data24 === "string"){
if(func2(data24) > 64){
const err85 = {instancePath:instancePath+"/faultCode",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!pattern4.test(data24)){
const err86 = {instancePath:instancePath+"/faultCode",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/faultCode",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.recoveredAt !== undefined){
let data25 = data.recoveredAt;
if(typeof data25 === "string"){
if(func2(data25) > 64){
const err88 = {instancePath:instancePath+"/recoveredAt",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!pattern4.test(data25)){
const err89 = {instancePath:instancePath+"/recoveredAt",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/recoveredAt",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.levels !== undefined){
let data26 = data.levels;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.ordinary === undefined){
const err91 = {instancePath:instancePath+"/levels",schemaPath:"#/oneOf/2/properties/levels/required",keyword:"required",params:{missingProperty: "ordinary"},message:"must have required property '"+"ordinary"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data26.urgent === undefined){
const err92 = {instancePath:instancePath+"/levels",schemaPath:"#/oneOf/2/properties/levels/required",keyword:"required",params:{missingProperty: "urgent"},message:"must have required property '"+"urgent"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key3 in data26){
if(!((key3 === "ordinary") || (key3 === "urgent"))){
const err93 = {instancePath:instancePath+"/levels",schemaPath:"#/oneOf/2/properties/levels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data26.ordinary !== undefined){
let data27 = data26.ordinary;
if(typeof data27 === "string"){
if(func2(data27) > 64){
const err94 = {instancePath:instancePath+"/levels/ordinary",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(func2(data27) < 1){
const err95 = {instancePath:instancePath+"/levels/ordinary",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/levels/ordinary",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data26.urgent !== undefined){
let data28 = data26.urgent;
if(typeof data28 === "string"){
if(func2(data28) > 64){
const err97 = {instancePath:instancePath+"/levels/urgent",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(func2(data28) < 1){
const err98 = {instancePath:instancePath+"/levels/urgent",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/levels/urgent",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/levels",schemaPath:"#/oneOf/2/properties/levels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.states !== undefined){
let data29 = data.states;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.open === undefined){
const err101 = {instancePath:instancePath+"/states",schemaPath:"#/oneOf/2/properties/states/required",keyword:"required",params:{missingProperty: "open"},message:"must have required property '"+"open"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data29.recovered === undefined){
const err102 = {instancePath:instancePath+"/states",schemaPath:"#/oneOf/2/properties/states/required",keyword:"required",params:{missingProperty: "recovered"},message:"must have required property '"+"recovered"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data29.todo === undefined){
const err103 = {instancePath:instancePath+"/states",schemaPath:"#/oneOf/2/properties/states/required",keyword:"required",params:{missingProperty: "todo"},message:"must have required property '"+"todo"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
for(const key4 in data29){
if(!(((key4 === "open") || (key4 === "recovered")) || (key4 === "todo"))){
const err104 = {instancePath:instancePath+"/states",schemaPath:"#/oneOf/2/properties/states/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data29.open !== undefined){
let data30 = data29.open;
if(typeof data30 === "string"){
if(func2(data30) > 64){
const err105 = {instancePath:instancePath+"/states/open",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(func2(data30) < 1){
const err106 = {instancePath:instancePath+"/states/open",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/states/open",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data29.recovered !== undefined){
let data31 = data29.recovered;
if(typeof data31 === "string"){
if(func2(data31) > 64){
const err108 = {instancePath:instancePath+"/states/recovered",schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(func2(data31) < 1){
const err109 = {instancePath:instancePath+"/states/recovered",schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/states/recovered",schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data29.todo !== undefined){
let data32 = data29.todo;
if(Array.isArray(data32)){
if(data32.length < 1){
const err111 = {instancePath:instancePath+"/states/todo",schemaPath:"#/oneOf/2/properties/states/properties/todo/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
const len0 = data32.length;
for(let i0=0; i0<len0; i0++){
let data33 = data32[i0];
if(typeof data33 === "string"){
if(func2(data33) > 64){
const err112 = {instancePath:instancePath+"/states/todo/" + i0,schemaPath:"#/$defs/stateValue/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func2(data33) < 1){
const err113 = {instancePath:instancePath+"/states/todo/" + i0,schemaPath:"#/$defs/stateValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/states/todo/" + i0,schemaPath:"#/$defs/stateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
let i1 = data32.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data32[i1], data32[j0])){
const err115 = {instancePath:instancePath+"/states/todo",schemaPath:"#/oneOf/2/properties/states/properties/todo/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err116 = {instancePath:instancePath+"/states/todo",schemaPath:"#/oneOf/2/properties/states/properties/todo/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/states",schemaPath:"#/oneOf/2/properties/states/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.notifyRoles !== undefined){
let data34 = data.notifyRoles;
if(Array.isArray(data34)){
const len1 = data34.length;
for(let i2=0; i2<len1; i2++){
let data35 = data34[i2];
if(typeof data35 === "string"){
if(func2(data35) > 64){
const err118 = {instancePath:instancePath+"/notifyRoles/" + i2,schemaPath:"#/oneOf/2/properties/notifyRoles/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(func2(data35) < 1){
const err119 = {instancePath:instancePath+"/notifyRoles/" + i2,schemaPath:"#/oneOf/2/properties/notifyRoles/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/notifyRoles/" + i2,schemaPath:"#/oneOf/2/properties/notifyRoles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
let i3 = data34.length;
let j1;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data34[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
const err121 = {instancePath:instancePath+"/notifyRoles",schemaPath:"#/oneOf/2/properties/notifyRoles/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err122 = {instancePath:instancePath+"/notifyRoles",schemaPath:"#/oneOf/2/properties/notifyRoles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid0 = _errs44 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err124 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate40.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema147 = {"description":"An A4 print layout of one record, printed by the browser from the detail page (docs/bundle-format.md 'Print templates').","type":"object","additionalProperties":false,"required":["sections"],"properties":{"title":{"$ref":"#/$defs/localizedText"},"orientation":{"enum":["portrait","landscape"],"default":"portrait"},"sections":{"type":"array","minItems":1,"items":{"description":"One of: a field grid (fields, columns), a child table (childList, fields), signature boxes (signatures).","type":"object","additionalProperties":false,"properties":{"title":{"$ref":"#/$defs/localizedText"},"columns":{"enum":[1,2,3,4],"default":2},"fields":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/identifier"}},"childList":{"$ref":"#/$defs/identifier"},"signatures":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"$ref":"#/$defs/localizedText"},"date":{"type":"boolean","default":true}}}}}}}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sections === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "orientation")) || (key0 === "sections"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0["zh-CN"] === undefined){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0["en-US"] === undefined){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0["zh-CN"] !== undefined){
let data1 = data0["zh-CN"];
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0["en-US"] !== undefined){
let data2 = data0["en-US"];
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.orientation !== undefined){
let data3 = data.orientation;
if(!((data3 === "portrait") || (data3 === "landscape"))){
const err10 = {instancePath:instancePath+"/orientation",schemaPath:"#/properties/orientation/enum",keyword:"enum",params:{allowedValues: schema147.properties.orientation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sections !== undefined){
let data4 = data.sections;
if(Array.isArray(data4)){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!(((((key2 === "title") || (key2 === "columns")) || (key2 === "fields")) || (key2 === "childList")) || (key2 === "signatures"))){
const err12 = {instancePath:instancePath+"/sections/" + i0,schemaPath:"#/properties/sections/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.title !== undefined){
let data6 = data5.title;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["zh-CN"] === undefined){
const err13 = {instancePath:instancePath+"/sections/" + i0+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6["en-US"] === undefined){
const err14 = {instancePath:instancePath+"/sections/" + i0+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key3 in data6){
if(!((key3 === "zh-CN") || (key3 === "en-US"))){
const err15 = {instancePath:instancePath+"/sections/" + i0+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6["zh-CN"] !== undefined){
let data7 = data6["zh-CN"];
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err16 = {instancePath:instancePath+"/sections/" + i0+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/sections/" + i0+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6["en-US"] !== undefined){
let data8 = data6["en-US"];
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err18 = {instancePath:instancePath+"/sections/" + i0+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/sections/" + i0+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/sections/" + i0+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.columns !== undefined){
let data9 = data5.columns;
if(!((((data9 === 1) || (data9 === 2)) || (data9 === 3)) || (data9 === 4))){
const err21 = {instancePath:instancePath+"/sections/" + i0+"/columns",schemaPath:"#/properties/sections/items/properties/columns/enum",keyword:"enum",params:{allowedValues: schema147.properties.sections.items.properties.columns.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.fields !== undefined){
let data10 = data5.fields;
if(Array.isArray(data10)){
if(data10.length < 1){
const err22 = {instancePath:instancePath+"/sections/" + i0+"/fields",schemaPath:"#/properties/sections/items/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(func2(data11) > 64){
const err23 = {instancePath:instancePath+"/sections/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data11)){
const err24 = {instancePath:instancePath+"/sections/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/sections/" + i0+"/fields/" + i1,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/sections/" + i0+"/fields",schemaPath:"#/properties/sections/items/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.childList !== undefined){
let data12 = data5.childList;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err27 = {instancePath:instancePath+"/sections/" + i0+"/childList",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern4.test(data12)){
const err28 = {instancePath:instancePath+"/sections/" + i0+"/childList",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/sections/" + i0+"/childList",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.signatures !== undefined){
let data13 = data5.signatures;
if(Array.isArray(data13)){
if(data13.length < 1){
const err30 = {instancePath:instancePath+"/sections/" + i0+"/signatures",schemaPath:"#/properties/sections/items/properties/signatures/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.label === undefined){
const err31 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2,schemaPath:"#/properties/sections/items/properties/signatures/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "label") || (key4 === "date"))){
const err32 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2,schemaPath:"#/properties/sections/items/properties/signatures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data14.label !== undefined){
let data15 = data14.label;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15["zh-CN"] === undefined){
const err33 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data15["en-US"] === undefined){
const err34 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key5 in data15){
if(!((key5 === "zh-CN") || (key5 === "en-US"))){
const err35 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data15["zh-CN"] !== undefined){
let data16 = data15["zh-CN"];
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err36 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15["en-US"] !== undefined){
let data17 = data15["en-US"];
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err38 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data14.date !== undefined){
if(typeof data14.date !== "boolean"){
const err41 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2+"/date",schemaPath:"#/properties/sections/items/properties/signatures/items/properties/date/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/sections/" + i0+"/signatures/" + i2,schemaPath:"#/properties/sections/items/properties/signatures/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/sections/" + i0+"/signatures",schemaPath:"#/properties/sections/items/properties/signatures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/sections/" + i0,schemaPath:"#/properties/sections/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema159 = {"description":"A read-only module whose rows are sums over other modules' records grouped by some of its fields (docs/bundle-format.md, Derived lists): a database view, never written.","type":"object","additionalProperties":false,"required":["groupBy","sum","sources"],"properties":{"groupBy":{"type":"array","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"sum":{"type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"sources":{"type":"array","minItems":1,"maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["module","fields"],"properties":{"module":{"$ref":"#/$defs/identifier"},"parent":{"$ref":"#/$defs/identifier"},"fields":{"description":"What the source gives each list field: { name, from }, `from` a field of the source record or `parent.<field>` of its parent.","type":"array","minItems":1,"maxItems":12,"items":{"type":"object","additionalProperties":false,"required":["name","from"],"properties":{"name":{"$ref":"#/$defs/identifier"},"from":{"$ref":"#/$defs/derivedSourceField"}}}},"subtract":{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/identifier"}},"where":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}},"parentWhere":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}}}}}}};
const schema165 = {"type":"string","pattern":"^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$","maxLength":71};
const pattern89 = new RegExp("^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$", "u");

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.groupBy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groupBy"},message:"must have required property '"+"groupBy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sum === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sum"},message:"must have required property '"+"sum"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sources === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "groupBy") || (key0 === "sum")) || (key0 === "sources"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.groupBy !== undefined){
let data0 = data.groupBy;
if(Array.isArray(data0)){
if(data0.length > 4){
const err4 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.length < 1){
const err5 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err6 = {instancePath:instancePath+"/groupBy/" + i0,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/groupBy/" + i0,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/groupBy/" + i0,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err9 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/groupBy",schemaPath:"#/properties/groupBy/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sum !== undefined){
let data2 = data.sum;
if(Array.isArray(data2)){
if(data2.length > 8){
const err11 = {instancePath:instancePath+"/sum",schemaPath:"#/properties/sum/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.length < 1){
const err12 = {instancePath:instancePath+"/sum",schemaPath:"#/properties/sum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data2.length;
for(let i2=0; i2<len1; i2++){
let data3 = data2[i2];
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err13 = {instancePath:instancePath+"/sum/" + i2,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/sum/" + i2,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/sum/" + i2,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
let i3 = data2.length;
let j1;
if(i3 > 1){
outer1:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data2[i3], data2[j1])){
const err16 = {instancePath:instancePath+"/sum",schemaPath:"#/properties/sum/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/sum",schemaPath:"#/properties/sum/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.sources !== undefined){
let data4 = data.sources;
if(Array.isArray(data4)){
if(data4.length > 8){
const err18 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.length < 1){
const err19 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len2 = data4.length;
for(let i4=0; i4<len2; i4++){
let data5 = data4[i4];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.module === undefined){
const err20 = {instancePath:instancePath+"/sources/" + i4,schemaPath:"#/properties/sources/items/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.fields === undefined){
const err21 = {instancePath:instancePath+"/sources/" + i4,schemaPath:"#/properties/sources/items/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data5){
if(!((((((key1 === "module") || (key1 === "parent")) || (key1 === "fields")) || (key1 === "subtract")) || (key1 === "where")) || (key1 === "parentWhere"))){
const err22 = {instancePath:instancePath+"/sources/" + i4,schemaPath:"#/properties/sources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.module !== undefined){
let data6 = data5.module;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err23 = {instancePath:instancePath+"/sources/" + i4+"/module",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data6)){
const err24 = {instancePath:instancePath+"/sources/" + i4+"/module",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/sources/" + i4+"/module",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.parent !== undefined){
let data7 = data5.parent;
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err26 = {instancePath:instancePath+"/sources/" + i4+"/parent",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data7)){
const err27 = {instancePath:instancePath+"/sources/" + i4+"/parent",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/sources/" + i4+"/parent",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.fields !== undefined){
let data8 = data5.fields;
if(Array.isArray(data8)){
if(data8.length > 12){
const err29 = {instancePath:instancePath+"/sources/" + i4+"/fields",schemaPath:"#/properties/sources/items/properties/fields/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8.length < 1){
const err30 = {instancePath:instancePath+"/sources/" + i4+"/fields",schemaPath:"#/properties/sources/items/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len3 = data8.length;
for(let i5=0; i5<len3; i5++){
let data9 = data8[i5];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err31 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5,schemaPath:"#/properties/sources/items/properties/fields/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data9.from === undefined){
const err32 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5,schemaPath:"#/properties/sources/items/properties/fields/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "name") || (key2 === "from"))){
const err33 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5,schemaPath:"#/properties/sources/items/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.name !== undefined){
let data10 = data9.name;
if(typeof data10 === "string"){
if(func2(data10) > 64){
const err34 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data10)){
const err35 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.from !== undefined){
let data11 = data9.from;
if(typeof data11 === "string"){
if(func2(data11) > 71){
const err37 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/from",schemaPath:"#/$defs/derivedSourceField/maxLength",keyword:"maxLength",params:{limit: 71},message:"must NOT have more than 71 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern89.test(data11)){
const err38 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/from",schemaPath:"#/$defs/derivedSourceField/pattern",keyword:"pattern",params:{pattern: "^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5+"/from",schemaPath:"#/$defs/derivedSourceField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/sources/" + i4+"/fields/" + i5,schemaPath:"#/properties/sources/items/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/sources/" + i4+"/fields",schemaPath:"#/properties/sources/items/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data5.subtract !== undefined){
let data12 = data5.subtract;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i6=0; i6<len4; i6++){
let data13 = data12[i6];
if(typeof data13 === "string"){
if(func2(data13) > 64){
const err42 = {instancePath:instancePath+"/sources/" + i4+"/subtract/" + i6,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern4.test(data13)){
const err43 = {instancePath:instancePath+"/sources/" + i4+"/subtract/" + i6,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/sources/" + i4+"/subtract/" + i6,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let i7 = data12.length;
let j2;
if(i7 > 1){
outer2:
for(;i7--;){
for(j2 = i7; j2--;){
if(func0(data12[i7], data12[j2])){
const err45 = {instancePath:instancePath+"/sources/" + i4+"/subtract",schemaPath:"#/properties/sources/items/properties/subtract/uniqueItems",keyword:"uniqueItems",params:{i: i7, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i7+" are identical)"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break outer2;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/sources/" + i4+"/subtract",schemaPath:"#/properties/sources/items/properties/subtract/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data5.where !== undefined){
let data14 = data5.where;
if(Array.isArray(data14)){
if(data14.length > 8){
const err47 = {instancePath:instancePath+"/sources/" + i4+"/where",schemaPath:"#/properties/sources/items/properties/where/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.length < 1){
const err48 = {instancePath:instancePath+"/sources/" + i4+"/where",schemaPath:"#/properties/sources/items/properties/where/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len5 = data14.length;
for(let i8=0; i8<len5; i8++){
if(!(validate23(data14[i8], {instancePath:instancePath+"/sources/" + i4+"/where/" + i8,parentData:data14,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err49 = {instancePath:instancePath+"/sources/" + i4+"/where",schemaPath:"#/properties/sources/items/properties/where/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data5.parentWhere !== undefined){
let data16 = data5.parentWhere;
if(Array.isArray(data16)){
if(data16.length > 8){
const err50 = {instancePath:instancePath+"/sources/" + i4+"/parentWhere",schemaPath:"#/properties/sources/items/properties/parentWhere/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data16.length < 1){
const err51 = {instancePath:instancePath+"/sources/" + i4+"/parentWhere",schemaPath:"#/properties/sources/items/properties/parentWhere/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len6 = data16.length;
for(let i9=0; i9<len6; i9++){
if(!(validate23(data16[i9], {instancePath:instancePath+"/sources/" + i4+"/parentWhere/" + i9,parentData:data16,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath:instancePath+"/sources/" + i4+"/parentWhere",schemaPath:"#/properties/sources/items/properties/parentWhere/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/sources/" + i4,schemaPath:"#/properties/sources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema167 = {"type":"object","additionalProperties":false,"required":["name","left","op","right","message"],"properties":{"name":{"$ref":"#/$defs/identifier"},"left":{"type":"array","minItems":1,"maxItems":4,"items":{"$ref":"#/$defs/checkTerm"}},"op":{"enum":["lt","lte","gt","gte","eq","ne"]},"right":{"type":"array","minItems":1,"maxItems":4,"items":{"$ref":"#/$defs/checkTerm"}},"field":{"$ref":"#/$defs/identifier"},"when":{"enum":["save","beforeWorkflowStart"]},"message":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9_.]*$"}}};
const schema169 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"field":{"$ref":"#/$defs/identifier"},"value":{"type":"number"},"sumOf":{"allOf":[{"$ref":"#/$defs/aggregate"},{"required":["field"]}]},"countOf":{"$ref":"#/$defs/aggregate"},"negate":{"type":"boolean"}},"oneOf":[{"required":["field"]},{"required":["value"]},{"required":["sumOf"]},{"required":["countOf"]}]};
const schema171 = {"type":"object","additionalProperties":false,"required":["module","where"],"properties":{"module":{"$ref":"#/$defs/identifier"},"field":{"$ref":"#/$defs/identifier"},"parent":{"description":"The aggregated records' parent module (listing them as a child list): what `parent.<field>` in `where` reads and `parentWhere` filters.","$ref":"#/$defs/identifier"},"where":{"type":"array","minItems":1,"maxItems":8,"items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["field","equalsField"],"description":"The aggregated records' `field` equals the checked record's `equalsField`; either may be `parent.<field>` (the aggregate's parent, the checked record's parent).","properties":{"field":{"$ref":"#/$defs/derivedSourceField"},"equalsField":{"$ref":"#/$defs/derivedSourceField"}}},{"$ref":"#/$defs/fixedCondition"}]}},"parentWhere":{"type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/fixedCondition"}}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.module === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.where === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "where"},message:"must have required property '"+"where"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "module") || (key0 === "field")) || (key0 === "parent")) || (key0 === "where")) || (key0 === "parentWhere"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.module !== undefined){
let data0 = data.module;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.field !== undefined){
let data1 = data.field;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err6 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.parent !== undefined){
let data2 = data.parent;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err9 = {instancePath:instancePath+"/parent",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/parent",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/parent",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.where !== undefined){
let data3 = data.where;
if(Array.isArray(data3)){
if(data3.length > 8){
const err12 = {instancePath:instancePath+"/where",schemaPath:"#/properties/where/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.length < 1){
const err13 = {instancePath:instancePath+"/where",schemaPath:"#/properties/where/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs14 = errors;
let valid6 = false;
let passing0 = null;
const _errs15 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.field === undefined){
const err14 = {instancePath:instancePath+"/where/" + i0,schemaPath:"#/properties/where/items/oneOf/0/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.equalsField === undefined){
const err15 = {instancePath:instancePath+"/where/" + i0,schemaPath:"#/properties/where/items/oneOf/0/required",keyword:"required",params:{missingProperty: "equalsField"},message:"must have required property '"+"equalsField"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "field") || (key1 === "equalsField"))){
const err16 = {instancePath:instancePath+"/where/" + i0,schemaPath:"#/properties/where/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.field !== undefined){
let data5 = data4.field;
if(typeof data5 === "string"){
if(func2(data5) > 71){
const err17 = {instancePath:instancePath+"/where/" + i0+"/field",schemaPath:"#/$defs/derivedSourceField/maxLength",keyword:"maxLength",params:{limit: 71},message:"must NOT have more than 71 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern89.test(data5)){
const err18 = {instancePath:instancePath+"/where/" + i0+"/field",schemaPath:"#/$defs/derivedSourceField/pattern",keyword:"pattern",params:{pattern: "^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/where/" + i0+"/field",schemaPath:"#/$defs/derivedSourceField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.equalsField !== undefined){
let data6 = data4.equalsField;
if(typeof data6 === "string"){
if(func2(data6) > 71){
const err20 = {instancePath:instancePath+"/where/" + i0+"/equalsField",schemaPath:"#/$defs/derivedSourceField/maxLength",keyword:"maxLength",params:{limit: 71},message:"must NOT have more than 71 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern89.test(data6)){
const err21 = {instancePath:instancePath+"/where/" + i0+"/equalsField",schemaPath:"#/$defs/derivedSourceField/pattern",keyword:"pattern",params:{pattern: "^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^(parent\\.)?[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/where/" + i0+"/equalsField",schemaPath:"#/$defs/derivedSourceField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/where/" + i0,schemaPath:"#/properties/where/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
var props0 = true;
}
const _errs24 = errors;
if(!(validate23(data4, {instancePath:instancePath+"/where/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs24 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid6){
const err24 = {instancePath:instancePath+"/where/" + i0,schemaPath:"#/properties/where/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/where",schemaPath:"#/properties/where/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.parentWhere !== undefined){
let data7 = data.parentWhere;
if(Array.isArray(data7)){
if(data7.length > 8){
const err26 = {instancePath:instancePath+"/parentWhere",schemaPath:"#/properties/parentWhere/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.length < 1){
const err27 = {instancePath:instancePath+"/parentWhere",schemaPath:"#/properties/parentWhere/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(!(validate23(data7[i1], {instancePath:instancePath+"/parentWhere/" + i1,parentData:data7,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath:instancePath+"/parentWhere",schemaPath:"#/properties/parentWhere/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sumOf === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "sumOf"},message:"must have required property '"+"sumOf"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.countOf === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "countOf"},message:"must have required property '"+"countOf"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
}
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err5 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "field") || (key0 === "value")) || (key0 === "sumOf")) || (key0 === "countOf")) || (key0 === "negate"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sumOf !== undefined){
let data2 = data.sumOf;
if(!(validate51(data2, {instancePath:instancePath+"/sumOf",parentData:data,parentDataProperty:"sumOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.field === undefined){
const err11 = {instancePath:instancePath+"/sumOf",schemaPath:"#/properties/sumOf/allOf/1/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.countOf !== undefined){
if(!(validate51(data.countOf, {instancePath:instancePath+"/countOf",parentData:data,parentDataProperty:"countOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.negate !== undefined){
if(typeof data.negate !== "boolean"){
const err12 = {instancePath:instancePath+"/negate",schemaPath:"#/properties/negate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.left === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "left"},message:"must have required property '"+"left"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.op === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.right === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "right"},message:"must have required property '"+"right"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "left")) || (key0 === "op")) || (key0 === "right")) || (key0 === "field")) || (key0 === "when")) || (key0 === "message"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.left !== undefined){
let data1 = data.left;
if(Array.isArray(data1)){
if(data1.length > 4){
const err9 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.length < 1){
const err10 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate50(data1[i0], {instancePath:instancePath+"/left/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.op !== undefined){
let data3 = data.op;
if(!((((((data3 === "lt") || (data3 === "lte")) || (data3 === "gt")) || (data3 === "gte")) || (data3 === "eq")) || (data3 === "ne"))){
const err12 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema167.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.right !== undefined){
let data4 = data.right;
if(Array.isArray(data4)){
if(data4.length > 4){
const err13 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.length < 1){
const err14 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate50(data4[i1], {instancePath:instancePath+"/right/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.field !== undefined){
let data6 = data.field;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err16 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data6)){
const err17 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.when !== undefined){
let data7 = data.when;
if(!((data7 === "save") || (data7 === "beforeWorkflowStart"))){
const err19 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/enum",keyword:"enum",params:{allowedValues: schema167.properties.when.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.message !== undefined){
let data8 = data.message;
if(typeof data8 === "string"){
if(!pattern33.test(data8)){
const err20 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9_.]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9_.]*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://energy-ops.local/schemas/module.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.moduleId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "moduleId"},message:"must have required property '"+"moduleId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.apiPath === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiPath"},message:"must have required property '"+"apiPath"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entity === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.list === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.form === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.operations === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err8 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.moduleId !== undefined){
let data1 = data.moduleId;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err9 = {instancePath:instancePath+"/moduleId",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/moduleId",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/moduleId",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["zh-CN"] === undefined){
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2["en-US"] === undefined){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2["zh-CN"] !== undefined){
let data3 = data2["zh-CN"];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err15 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2["en-US"] !== undefined){
let data4 = data2["en-US"];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err17 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.apiPath !== undefined){
let data5 = data.apiPath;
if(typeof data5 === "string"){
if(func2(data5) > 120){
const err20 = {instancePath:instancePath+"/apiPath",schemaPath:"#/properties/apiPath/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern5.test(data5)){
const err21 = {instancePath:instancePath+"/apiPath",schemaPath:"#/properties/apiPath/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-zA-Z0-9]*(/[a-zA-Z][a-zA-Z0-9]*)*$"},message:"must match pattern \""+"^[a-z][a-zA-Z0-9]*(/[a-zA-Z][a-zA-Z0-9]*)*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/apiPath",schemaPath:"#/properties/apiPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate21(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.list !== undefined){
if(!(validate27(data.list, {instancePath:instancePath+"/list",parentData:data,parentDataProperty:"list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.search !== undefined){
let data8 = data.search;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate29(data8[i0], {instancePath:instancePath+"/search/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.form !== undefined){
if(!(validate31(data.form, {instancePath:instancePath+"/form",parentData:data,parentDataProperty:"form",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.tree !== undefined){
let data11 = data.tree;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.parentField === undefined){
const err24 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/required",keyword:"required",params:{missingProperty: "parentField"},message:"must have required property '"+"parentField"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.nameField === undefined){
const err25 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/required",keyword:"required",params:{missingProperty: "nameField"},message:"must have required property '"+"nameField"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data11){
if(!(((key2 === "parentField") || (key2 === "nameField")) || (key2 === "rootId"))){
const err26 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.parentField !== undefined){
let data12 = data11.parentField;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err27 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern4.test(data12)){
const err28 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/tree/parentField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.nameField !== undefined){
let data13 = data11.nameField;
if(typeof data13 === "string"){
if(func2(data13) > 64){
const err30 = {instancePath:instancePath+"/tree/nameField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern4.test(data13)){
const err31 = {instancePath:instancePath+"/tree/nameField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/tree/nameField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.rootId !== undefined){
if(typeof data11.rootId !== "string"){
const err33 = {instancePath:instancePath+"/tree/rootId",schemaPath:"#/properties/tree/properties/rootId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/tree",schemaPath:"#/properties/tree/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.import !== undefined){
let data15 = data.import;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.flagField === undefined){
const err35 = {instancePath:instancePath+"/import",schemaPath:"#/properties/import/required",keyword:"required",params:{missingProperty: "flagField"},message:"must have required property '"+"flagField"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data15){
if(!((key3 === "flagField") || (key3 === "key"))){
const err36 = {instancePath:instancePath+"/import",schemaPath:"#/properties/import/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data15.flagField !== undefined){
let data16 = data15.flagField;
if(typeof data16 === "string"){
if(func2(data16) > 64){
const err37 = {instancePath:instancePath+"/import/flagField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern4.test(data16)){
const err38 = {instancePath:instancePath+"/import/flagField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/import/flagField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.key !== undefined){
let data17 = data15.key;
if(typeof data17 === "string"){
if(func2(data17) > 64){
const err40 = {instancePath:instancePath+"/import/key",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern4.test(data17)){
const err41 = {instancePath:instancePath+"/import/key",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/import/key",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/import",schemaPath:"#/properties/import/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.selectorParams !== undefined){
let data18 = data.selectorParams;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key4 in data18){
if(!(key4 === "czNo")){
const err44 = {instancePath:instancePath+"/selectorParams",schemaPath:"#/properties/selectorParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data18.czNo !== undefined){
let data19 = data18.czNo;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.field === undefined){
const err45 = {instancePath:instancePath+"/selectorParams/czNo",schemaPath:"#/properties/selectorParams/properties/czNo/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key5 in data19){
if(!((key5 === "field") || (key5 === "all"))){
const err46 = {instancePath:instancePath+"/selectorParams/czNo",schemaPath:"#/properties/selectorParams/properties/czNo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data19.field !== undefined){
let data20 = data19.field;
if(typeof data20 === "string"){
if(func2(data20) > 64){
const err47 = {instancePath:instancePath+"/selectorParams/czNo/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern4.test(data20)){
const err48 = {instancePath:instancePath+"/selectorParams/czNo/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/selectorParams/czNo/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data19.all !== undefined){
let data21 = data19.all;
if(typeof data21 === "string"){
if(func2(data21) > 32){
const err50 = {instancePath:instancePath+"/selectorParams/czNo/all",schemaPath:"#/properties/selectorParams/properties/czNo/properties/all/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/selectorParams/czNo/all",schemaPath:"#/properties/selectorParams/properties/czNo/properties/all/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/selectorParams/czNo",schemaPath:"#/properties/selectorParams/properties/czNo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/selectorParams",schemaPath:"#/properties/selectorParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.operations !== undefined){
let data22 = data.operations;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(!(((((((data23 === "add") || (data23 === "edit")) || (data23 === "delete")) || (data23 === "import")) || (data23 === "export")) || (data23 === "template")) || (data23 === "dragSort"))){
const err54 = {instancePath:instancePath+"/operations/" + i1,schemaPath:"#/properties/operations/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.operations.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
let i2 = data22.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data22[i2], data22[j0])){
const err55 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err56 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.workflow !== undefined){
let data24 = data.workflow;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.enabled === undefined){
const err57 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key6 in data24){
if(!(((((key6 === "enabled") || (key6 === "titleField")) || (key6 === "conditions")) || (key6 === "handlers")) || (key6 === "states"))){
const err58 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data24.enabled !== undefined){
if(typeof data24.enabled !== "boolean"){
const err59 = {instancePath:instancePath+"/workflow/enabled",schemaPath:"#/properties/workflow/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data24.titleField !== undefined){
let data26 = data24.titleField;
if(typeof data26 === "string"){
if(func2(data26) > 64){
const err60 = {instancePath:instancePath+"/workflow/titleField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern4.test(data26)){
const err61 = {instancePath:instancePath+"/workflow/titleField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/workflow/titleField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data24.conditions !== undefined){
let data27 = data24.conditions;
if(Array.isArray(data27)){
const len2 = data27.length;
for(let i3=0; i3<len2; i3++){
let data28 = data27[i3];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.name === undefined){
const err63 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data28.desc === undefined){
const err64 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/required",keyword:"required",params:{missingProperty: "desc"},message:"must have required property '"+"desc"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data28.field === undefined){
const err65 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data28.values === undefined){
const err66 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key7 in data28){
if(!((((key7 === "name") || (key7 === "desc")) || (key7 === "field")) || (key7 === "values"))){
const err67 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data28.name !== undefined){
let data29 = data28.name;
if(typeof data29 === "string"){
if(func2(data29) > 64){
const err68 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!pattern4.test(data29)){
const err69 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data28.desc !== undefined){
let data30 = data28.desc;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30["zh-CN"] === undefined){
const err71 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data30["en-US"] === undefined){
const err72 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key8 in data30){
if(!((key8 === "zh-CN") || (key8 === "en-US"))){
const err73 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data30["zh-CN"] !== undefined){
let data31 = data30["zh-CN"];
if(typeof data31 === "string"){
if(func2(data31) < 1){
const err74 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data30["en-US"] !== undefined){
let data32 = data30["en-US"];
if(typeof data32 === "string"){
if(func2(data32) < 1){
const err76 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/desc",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data28.field !== undefined){
let data33 = data28.field;
if(typeof data33 === "string"){
if(func2(data33) > 64){
const err79 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!pattern4.test(data33)){
const err80 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data28.values !== undefined){
let data34 = data28.values;
if(Array.isArray(data34)){
if(data34.length < 1){
const err82 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/values",schemaPath:"#/properties/workflow/properties/conditions/items/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
const len3 = data34.length;
for(let i4=0; i4<len3; i4++){
let data35 = data34[i4];
if(typeof data35 === "string"){
if(func2(data35) > 200){
const err83 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/values/" + i4,schemaPath:"#/properties/workflow/properties/conditions/items/properties/values/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/values/" + i4,schemaPath:"#/properties/workflow/properties/conditions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
let i5 = data34.length;
let j1;
if(i5 > 1){
const indices0 = {};
for(;i5--;){
let item0 = data34[i5];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
const err85 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/values",schemaPath:"#/properties/workflow/properties/conditions/items/properties/values/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
break;
}
indices0[item0] = i5;
}
}
}
else {
const err86 = {instancePath:instancePath+"/workflow/conditions/" + i3+"/values",schemaPath:"#/properties/workflow/properties/conditions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/workflow/conditions/" + i3,schemaPath:"#/properties/workflow/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/workflow/conditions",schemaPath:"#/properties/workflow/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data24.handlers !== undefined){
let data36 = data24.handlers;
if(Array.isArray(data36)){
const len4 = data36.length;
for(let i6=0; i6<len4; i6++){
let data37 = data36[i6];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.name === undefined){
const err89 = {instancePath:instancePath+"/workflow/handlers/" + i6,schemaPath:"#/properties/workflow/properties/handlers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data37.desc === undefined){
const err90 = {instancePath:instancePath+"/workflow/handlers/" + i6,schemaPath:"#/properties/workflow/properties/handlers/items/required",keyword:"required",params:{missingProperty: "desc"},message:"must have required property '"+"desc"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data37.field === undefined){
const err91 = {instancePath:instancePath+"/workflow/handlers/" + i6,schemaPath:"#/properties/workflow/properties/handlers/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key9 in data37){
if(!(((key9 === "name") || (key9 === "desc")) || (key9 === "field"))){
const err92 = {instancePath:instancePath+"/workflow/handlers/" + i6,schemaPath:"#/properties/workflow/properties/handlers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data37.name !== undefined){
let data38 = data37.name;
if(typeof data38 === "string"){
if(func2(data38) > 64){
const err93 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(!pattern4.test(data38)){
const err94 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data37.desc !== undefined){
let data39 = data37.desc;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39["zh-CN"] === undefined){
const err96 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data39["en-US"] === undefined){
const err97 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
for(const key10 in data39){
if(!((key10 === "zh-CN") || (key10 === "en-US"))){
const err98 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data39["zh-CN"] !== undefined){
let data40 = data39["zh-CN"];
if(typeof data40 === "string"){
if(func2(data40) < 1){
const err99 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data39["en-US"] !== undefined){
let data41 = data39["en-US"];
if(typeof data41 === "string"){
if(func2(data41) < 1){
const err101 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/desc",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data37.field !== undefined){
let data42 = data37.field;
if(typeof data42 === "string"){
if(func2(data42) > 64){
const err104 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!pattern4.test(data42)){
const err105 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/workflow/handlers/" + i6+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/workflow/handlers/" + i6,schemaPath:"#/properties/workflow/properties/handlers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/workflow/handlers",schemaPath:"#/properties/workflow/properties/handlers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data24.states !== undefined){
if(!(validate33(data24.states, {instancePath:instancePath+"/workflow/states",parentData:data24,parentDataProperty:"states",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err109 = {instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.lifecycle !== undefined){
if(!(validate37(data.lifecycle, {instancePath:instancePath+"/lifecycle",parentData:data,parentDataProperty:"lifecycle",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.iot !== undefined){
if(!(validate40(data.iot, {instancePath:instancePath+"/iot",parentData:data,parentDataProperty:"iot",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.menu !== undefined){
let data46 = data.menu;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.parentId === undefined){
const err110 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/required",keyword:"required",params:{missingProperty: "parentId"},message:"must have required property '"+"parentId"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data46.routerPath === undefined){
const err111 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/required",keyword:"required",params:{missingProperty: "routerPath"},message:"must have required property '"+"routerPath"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
for(const key11 in data46){
if(!((((((key11 === "parentId") || (key11 === "routerPath")) || (key11 === "icon")) || (key11 === "seq")) || (key11 === "roles")) || (key11 === "grants"))){
const err112 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data46.parentId !== undefined){
let data47 = data46.parentId;
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err113 = {instancePath:instancePath+"/menu/parentId",schemaPath:"#/properties/menu/properties/parentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/menu/parentId",schemaPath:"#/properties/menu/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data46.routerPath !== undefined){
let data48 = data46.routerPath;
if(typeof data48 === "string"){
if(!pattern77.test(data48)){
const err115 = {instancePath:instancePath+"/menu/routerPath",schemaPath:"#/properties/menu/properties/routerPath/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9_/-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9_/-]+$"+"\""};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/menu/routerPath",schemaPath:"#/properties/menu/properties/routerPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data46.icon !== undefined){
if(typeof data46.icon !== "string"){
const err117 = {instancePath:instancePath+"/menu/icon",schemaPath:"#/properties/menu/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data46.seq !== undefined){
let data50 = data46.seq;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err118 = {instancePath:instancePath+"/menu/seq",schemaPath:"#/properties/menu/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data46.roles !== undefined){
let data51 = data46.roles;
if(Array.isArray(data51)){
const len5 = data51.length;
for(let i7=0; i7<len5; i7++){
if(typeof data51[i7] !== "string"){
const err119 = {instancePath:instancePath+"/menu/roles/" + i7,schemaPath:"#/properties/menu/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/menu/roles",schemaPath:"#/properties/menu/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data46.grants !== undefined){
let data53 = data46.grants;
if(Array.isArray(data53)){
const len6 = data53.length;
for(let i8=0; i8<len6; i8++){
let data54 = data53[i8];
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.role === undefined){
const err121 = {instancePath:instancePath+"/menu/grants/" + i8,schemaPath:"#/properties/menu/properties/grants/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data54.operations === undefined){
const err122 = {instancePath:instancePath+"/menu/grants/" + i8,schemaPath:"#/properties/menu/properties/grants/items/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key12 in data54){
if(!((key12 === "role") || (key12 === "operations"))){
const err123 = {instancePath:instancePath+"/menu/grants/" + i8,schemaPath:"#/properties/menu/properties/grants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data54.role !== undefined){
let data55 = data54.role;
if(typeof data55 === "string"){
if(func2(data55) > 64){
const err124 = {instancePath:instancePath+"/menu/grants/" + i8+"/role",schemaPath:"#/properties/menu/properties/grants/items/properties/role/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(func2(data55) < 1){
const err125 = {instancePath:instancePath+"/menu/grants/" + i8+"/role",schemaPath:"#/properties/menu/properties/grants/items/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/menu/grants/" + i8+"/role",schemaPath:"#/properties/menu/properties/grants/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data54.operations !== undefined){
let data56 = data54.operations;
if(Array.isArray(data56)){
const len7 = data56.length;
for(let i9=0; i9<len7; i9++){
let data57 = data56[i9];
if(!((((((((data57 === "view") || (data57 === "add")) || (data57 === "edit")) || (data57 === "delete")) || (data57 === "import")) || (data57 === "export")) || (data57 === "template")) || (data57 === "dragSort"))){
const err127 = {instancePath:instancePath+"/menu/grants/" + i8+"/operations/" + i9,schemaPath:"#/properties/menu/properties/grants/items/properties/operations/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.menu.properties.grants.items.properties.operations.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
let i10 = data56.length;
let j2;
if(i10 > 1){
outer1:
for(;i10--;){
for(j2 = i10; j2--;){
if(func0(data56[i10], data56[j2])){
const err128 = {instancePath:instancePath+"/menu/grants/" + i8+"/operations",schemaPath:"#/properties/menu/properties/grants/items/properties/operations/uniqueItems",keyword:"uniqueItems",params:{i: i10, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i10+" are identical)"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err129 = {instancePath:instancePath+"/menu/grants/" + i8+"/operations",schemaPath:"#/properties/menu/properties/grants/items/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/menu/grants/" + i8,schemaPath:"#/properties/menu/properties/grants/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/menu/grants",schemaPath:"#/properties/menu/properties/grants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/menu",schemaPath:"#/properties/menu/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data.print !== undefined){
if(!(validate42(data.print, {instancePath:instancePath+"/print",parentData:data,parentDataProperty:"print",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.mapBackdrop !== undefined){
let data59 = data.mapBackdrop;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.labelField === undefined){
const err133 = {instancePath:instancePath+"/mapBackdrop",schemaPath:"#/properties/mapBackdrop/required",keyword:"required",params:{missingProperty: "labelField"},message:"must have required property '"+"labelField"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
for(const key13 in data59){
if(!(key13 === "labelField")){
const err134 = {instancePath:instancePath+"/mapBackdrop",schemaPath:"#/properties/mapBackdrop/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data59.labelField !== undefined){
let data60 = data59.labelField;
if(typeof data60 === "string"){
if(func2(data60) > 64){
const err135 = {instancePath:instancePath+"/mapBackdrop/labelField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(!pattern4.test(data60)){
const err136 = {instancePath:instancePath+"/mapBackdrop/labelField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/mapBackdrop/labelField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/mapBackdrop",schemaPath:"#/properties/mapBackdrop/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data.reminders !== undefined){
let data61 = data.reminders;
if(Array.isArray(data61)){
if(data61.length > 10){
const err139 = {instancePath:instancePath+"/reminders",schemaPath:"#/properties/reminders/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
const len8 = data61.length;
for(let i11=0; i11<len8; i11++){
let data62 = data61[i11];
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.id === undefined){
const err140 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data62.dateField === undefined){
const err141 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/required",keyword:"required",params:{missingProperty: "dateField"},message:"must have required property '"+"dateField"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data62.daysBefore === undefined){
const err142 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/required",keyword:"required",params:{missingProperty: "daysBefore"},message:"must have required property '"+"daysBefore"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data62.notify === undefined){
const err143 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/required",keyword:"required",params:{missingProperty: "notify"},message:"must have required property '"+"notify"+"'"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data62.title === undefined){
const err144 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
for(const key14 in data62){
if(!((((((key14 === "id") || (key14 === "dateField")) || (key14 === "daysBefore")) || (key14 === "where")) || (key14 === "notify")) || (key14 === "title"))){
const err145 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data62.id !== undefined){
let data63 = data62.id;
if(typeof data63 === "string"){
if(func2(data63) > 64){
const err146 = {instancePath:instancePath+"/reminders/" + i11+"/id",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(!pattern4.test(data63)){
const err147 = {instancePath:instancePath+"/reminders/" + i11+"/id",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/reminders/" + i11+"/id",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data62.dateField !== undefined){
let data64 = data62.dateField;
if(typeof data64 === "string"){
if(func2(data64) > 64){
const err149 = {instancePath:instancePath+"/reminders/" + i11+"/dateField",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(!pattern4.test(data64)){
const err150 = {instancePath:instancePath+"/reminders/" + i11+"/dateField",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/reminders/" + i11+"/dateField",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data62.daysBefore !== undefined){
let data65 = data62.daysBefore;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err152 = {instancePath:instancePath+"/reminders/" + i11+"/daysBefore",schemaPath:"#/properties/reminders/items/properties/daysBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 > 365 || isNaN(data65)){
const err153 = {instancePath:instancePath+"/reminders/" + i11+"/daysBefore",schemaPath:"#/properties/reminders/items/properties/daysBefore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data65 < 0 || isNaN(data65)){
const err154 = {instancePath:instancePath+"/reminders/" + i11+"/daysBefore",schemaPath:"#/properties/reminders/items/properties/daysBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
if(data62.where !== undefined){
let data66 = data62.where;
if(Array.isArray(data66)){
if(data66.length > 10){
const err155 = {instancePath:instancePath+"/reminders/" + i11+"/where",schemaPath:"#/properties/reminders/items/properties/where/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
const len9 = data66.length;
for(let i12=0; i12<len9; i12++){
if(!(validate23(data66[i12], {instancePath:instancePath+"/reminders/" + i11+"/where/" + i12,parentData:data66,parentDataProperty:i12,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err156 = {instancePath:instancePath+"/reminders/" + i11+"/where",schemaPath:"#/properties/reminders/items/properties/where/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data62.notify !== undefined){
let data68 = data62.notify;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(Object.keys(data68).length < 1){
const err157 = {instancePath:instancePath+"/reminders/" + i11+"/notify",schemaPath:"#/properties/reminders/items/properties/notify/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
for(const key15 in data68){
if(!((key15 === "posts") || (key15 === "roles"))){
const err158 = {instancePath:instancePath+"/reminders/" + i11+"/notify",schemaPath:"#/properties/reminders/items/properties/notify/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data68.posts !== undefined){
let data69 = data68.posts;
if(Array.isArray(data69)){
if(data69.length > 20){
const err159 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts",schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data69.length < 1){
const err160 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts",schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
const len10 = data69.length;
for(let i13=0; i13<len10; i13++){
let data70 = data69[i13];
if(typeof data70 === "string"){
if(func2(data70) > 32){
const err161 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts/" + i13,schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/items/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(func2(data70) < 1){
const err162 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts/" + i13,schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts/" + i13,schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/reminders/" + i11+"/notify/posts",schemaPath:"#/properties/reminders/items/properties/notify/properties/posts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data68.roles !== undefined){
let data71 = data68.roles;
if(Array.isArray(data71)){
if(data71.length > 20){
const err165 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles",schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data71.length < 1){
const err166 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles",schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
const len11 = data71.length;
for(let i14=0; i14<len11; i14++){
let data72 = data71[i14];
if(typeof data72 === "string"){
if(func2(data72) > 32){
const err167 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles/" + i14,schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/items/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(func2(data72) < 1){
const err168 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles/" + i14,schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles/" + i14,schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/reminders/" + i11+"/notify/roles",schemaPath:"#/properties/reminders/items/properties/notify/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/reminders/" + i11+"/notify",schemaPath:"#/properties/reminders/items/properties/notify/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data62.title !== undefined){
let data73 = data62.title;
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
if(data73["zh-CN"] === undefined){
const err172 = {instancePath:instancePath+"/reminders/" + i11+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data73["en-US"] === undefined){
const err173 = {instancePath:instancePath+"/reminders/" + i11+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
for(const key16 in data73){
if(!((key16 === "zh-CN") || (key16 === "en-US"))){
const err174 = {instancePath:instancePath+"/reminders/" + i11+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data73["zh-CN"] !== undefined){
let data74 = data73["zh-CN"];
if(typeof data74 === "string"){
if(func2(data74) < 1){
const err175 = {instancePath:instancePath+"/reminders/" + i11+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/reminders/" + i11+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data73["en-US"] !== undefined){
let data75 = data73["en-US"];
if(typeof data75 === "string"){
if(func2(data75) < 1){
const err177 = {instancePath:instancePath+"/reminders/" + i11+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/reminders/" + i11+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
else {
const err179 = {instancePath:instancePath+"/reminders/" + i11+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
else {
const err180 = {instancePath:instancePath+"/reminders/" + i11,schemaPath:"#/properties/reminders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
else {
const err181 = {instancePath:instancePath+"/reminders",schemaPath:"#/properties/reminders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data.fieldPermissions !== undefined){
let data76 = data.fieldPermissions;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
for(const key17 in data76){
const _errs179 = errors;
if(typeof key17 === "string"){
if(func2(key17) > 32){
const err182 = {instancePath:instancePath+"/fieldPermissions",schemaPath:"#/properties/fieldPermissions/propertyNames/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters",propertyName:key17};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(func2(key17) < 1){
const err183 = {instancePath:instancePath+"/fieldPermissions",schemaPath:"#/properties/fieldPermissions/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key17};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/fieldPermissions",schemaPath:"#/properties/fieldPermissions/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key17};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var valid62 = _errs179 === errors;
if(!valid62){
const err185 = {instancePath:instancePath+"/fieldPermissions",schemaPath:"#/properties/fieldPermissions/propertyNames",keyword:"propertyNames",params:{propertyName: key17},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
for(const key18 in data76){
let data77 = data76[key18];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key19 in data77){
const _errs184 = errors;
if(typeof key19 === "string"){
if(func2(key19) > 64){
const err186 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key19};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(!pattern4.test(key19)){
const err187 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\"",propertyName:key19};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key19};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
var valid64 = _errs184 === errors;
if(!valid64){
const err189 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fieldPermissions/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key19},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
for(const key20 in data77){
let data78 = data77[key20];
if(!(((data78 === "hidden") || (data78 === "readOnly")) || (data78 === "editable"))){
const err190 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/fieldAccess/enum",keyword:"enum",params:{allowedValues: schema158.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
else {
const err191 = {instancePath:instancePath+"/fieldPermissions/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fieldPermissions/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
else {
const err192 = {instancePath:instancePath+"/fieldPermissions",schemaPath:"#/properties/fieldPermissions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data.derived !== undefined){
if(!(validate45(data.derived, {instancePath:instancePath+"/derived",parentData:data,parentDataProperty:"derived",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.checks !== undefined){
let data80 = data.checks;
if(Array.isArray(data80)){
if(data80.length > 20){
const err193 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
const len12 = data80.length;
for(let i15=0; i15<len12; i15++){
if(!(validate49(data80[i15], {instancePath:instancePath+"/checks/" + i15,parentData:data80,parentDataProperty:i15,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err194 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data.guards !== undefined){
let data82 = data.guards;
if(Array.isArray(data82)){
if(data82.length > 10){
const err195 = {instancePath:instancePath+"/guards",schemaPath:"#/properties/guards/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
const len13 = data82.length;
for(let i16=0; i16<len13; i16++){
let data83 = data82[i16];
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.when === undefined){
const err196 = {instancePath:instancePath+"/guards/" + i16,schemaPath:"#/properties/guards/items/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data83.refuse === undefined){
const err197 = {instancePath:instancePath+"/guards/" + i16,schemaPath:"#/properties/guards/items/required",keyword:"required",params:{missingProperty: "refuse"},message:"must have required property '"+"refuse"+"'"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data83.message === undefined){
const err198 = {instancePath:instancePath+"/guards/" + i16,schemaPath:"#/properties/guards/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
for(const key21 in data83){
if(!(((key21 === "when") || (key21 === "refuse")) || (key21 === "message"))){
const err199 = {instancePath:instancePath+"/guards/" + i16,schemaPath:"#/properties/guards/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data83.when !== undefined){
let data84 = data83.when;
if(typeof data84 === "string"){
if(func2(data84) > 2000){
const err200 = {instancePath:instancePath+"/guards/" + i16+"/when",schemaPath:"#/properties/guards/items/properties/when/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
if(func2(data84) < 1){
const err201 = {instancePath:instancePath+"/guards/" + i16+"/when",schemaPath:"#/properties/guards/items/properties/when/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
else {
const err202 = {instancePath:instancePath+"/guards/" + i16+"/when",schemaPath:"#/properties/guards/items/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data83.refuse !== undefined){
let data85 = data83.refuse;
if(Array.isArray(data85)){
if(data85.length < 1){
const err203 = {instancePath:instancePath+"/guards/" + i16+"/refuse",schemaPath:"#/properties/guards/items/properties/refuse/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
const len14 = data85.length;
for(let i17=0; i17<len14; i17++){
let data86 = data85[i17];
if(!((data86 === "edit") || (data86 === "delete"))){
const err204 = {instancePath:instancePath+"/guards/" + i16+"/refuse/" + i17,schemaPath:"#/properties/guards/items/properties/refuse/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.guards.items.properties.refuse.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
let i18 = data85.length;
let j3;
if(i18 > 1){
outer2:
for(;i18--;){
for(j3 = i18; j3--;){
if(func0(data85[i18], data85[j3])){
const err205 = {instancePath:instancePath+"/guards/" + i16+"/refuse",schemaPath:"#/properties/guards/items/properties/refuse/uniqueItems",keyword:"uniqueItems",params:{i: i18, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i18+" are identical)"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
break outer2;
}
}
}
}
}
else {
const err206 = {instancePath:instancePath+"/guards/" + i16+"/refuse",schemaPath:"#/properties/guards/items/properties/refuse/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data83.message !== undefined){
let data87 = data83.message;
if(typeof data87 === "string"){
if(func2(data87) > 128){
const err207 = {instancePath:instancePath+"/guards/" + i16+"/message",schemaPath:"#/properties/guards/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(func2(data87) < 1){
const err208 = {instancePath:instancePath+"/guards/" + i16+"/message",schemaPath:"#/properties/guards/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
else {
const err209 = {instancePath:instancePath+"/guards/" + i16+"/message",schemaPath:"#/properties/guards/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/guards/" + i16,schemaPath:"#/properties/guards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/guards",schemaPath:"#/properties/guards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
else {
const err212 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDictionaries = validate59;
const schema178 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://energy-ops.local/schemas/dictionaries.schema.json","title":"Dictionaries","description":"Dictionary code to its label and items; select, radio and checkbox fields name a code.","type":"object","properties":{"$schema":{"type":"string"}},"patternProperties":{"^[A-Za-z][A-Za-z0-9_]*$":{"type":"object","additionalProperties":false,"required":["label","items"],"properties":{"label":{"$ref":"module.schema.json#/$defs/localizedText"},"items":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["value","label"],"properties":{"value":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,32}$"},"label":{"$ref":"module.schema.json#/$defs/localizedText"},"color":{"description":"The tag colour (#rrggbb) lists show the label in; dark enough for its text on a light tint of itself.","type":"string","pattern":"^#[0-9a-fA-F]{6}$"}}}}}}},"additionalProperties":false};
const pattern102 = new RegExp("^[A-Za-z0-9_-]{1,32}$", "u");
const pattern103 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://energy-ops.local/schemas/dictionaries.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "$schema") || (pattern4.test(key0)))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err1 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
if(pattern4.test(key1)){
let data1 = data[key1];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.label === undefined){
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.items === undefined){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key2 in data1){
if(!((key2 === "label") || (key2 === "items"))){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.label !== undefined){
let data2 = data1.label;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["zh-CN"] === undefined){
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"module.schema.json#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2["en-US"] === undefined){
const err6 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"module.schema.json#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key3 in data2){
if(!((key3 === "zh-CN") || (key3 === "en-US"))){
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"module.schema.json#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2["zh-CN"] !== undefined){
let data3 = data2["zh-CN"];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label/zh-CN",schemaPath:"module.schema.json#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label/zh-CN",schemaPath:"module.schema.json#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2["en-US"] !== undefined){
let data4 = data2["en-US"];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label/en-US",schemaPath:"module.schema.json#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label/en-US",schemaPath:"module.schema.json#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"module.schema.json#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.items !== undefined){
let data5 = data1.items;
if(Array.isArray(data5)){
if(data5.length < 1){
const err13 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.value === undefined){
const err14 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0,schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.label === undefined){
const err15 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0,schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key4 in data6){
if(!(((key4 === "value") || (key4 === "label")) || (key4 === "color"))){
const err16 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0,schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.value !== undefined){
let data7 = data6.value;
if(typeof data7 === "string"){
if(!pattern102.test(data7)){
const err17 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/value",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,32}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/value",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.label !== undefined){
let data8 = data6.label;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8["zh-CN"] === undefined){
const err19 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label",schemaPath:"module.schema.json#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8["en-US"] === undefined){
const err20 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label",schemaPath:"module.schema.json#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key5 in data8){
if(!((key5 === "zh-CN") || (key5 === "en-US"))){
const err21 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label",schemaPath:"module.schema.json#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8["zh-CN"] !== undefined){
let data9 = data8["zh-CN"];
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err22 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label/zh-CN",schemaPath:"module.schema.json#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label/zh-CN",schemaPath:"module.schema.json#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8["en-US"] !== undefined){
let data10 = data8["en-US"];
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err24 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label/en-US",schemaPath:"module.schema.json#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label/en-US",schemaPath:"module.schema.json#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/label",schemaPath:"module.schema.json#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.color !== undefined){
let data11 = data6.color;
if(typeof data11 === "string"){
if(!pattern103.test(data11)){
const err27 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/color",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0+"/color",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items/" + i0,schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/items",schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D*%24/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateReport = validate60;
const schema181 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://energy-ops.local/schemas/report.schema.json","title":"Report bundle","description":"One report over a published module: dimensions, measures, filters, sorting, a row limit, how it shows and how its periods compare. Interpreted by runtime/report/; see runtime/report/types.ts.","type":"object","additionalProperties":false,"required":["reportId","title","source","dimensions","measures","display"],"properties":{"$schema":{"type":"string"},"reportId":{"$ref":"#/$defs/identifier"},"title":{"$ref":"#/$defs/localizedText"},"source":{"$ref":"#/$defs/identifier"},"dimensions":{"type":"array","maxItems":4,"items":{"$ref":"#/$defs/dimension"}},"measures":{"type":"array","minItems":1,"maxItems":12,"items":{"$ref":"#/$defs/measure"}},"filters":{"type":"array","maxItems":20,"items":{"$ref":"#/$defs/filter"}},"sort":{"type":"array","maxItems":8,"items":{"$ref":"#/$defs/sort"}},"limit":{"type":"integer","minimum":1,"maximum":10000},"display":{"$ref":"#/$defs/display"},"comparison":{"$ref":"#/$defs/comparison"},"menu":{"$ref":"#/$defs/menu"}},"$defs":{"identifier":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*$","maxLength":64},"localizedText":{"type":"object","additionalProperties":false,"required":["zh-CN","en-US"],"properties":{"zh-CN":{"type":"string","minLength":1},"en-US":{"type":"string","minLength":1}}},"period":{"enum":["day","week","month","quarter","year"]},"fieldPath":{"description":"A field of the source module, or of a record reached through up to three references or 'parent' hops (materialId.category, parent.outboundDate).","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*){0,3}$","maxLength":200},"dimension":{"type":"object","additionalProperties":false,"required":["name","field"],"properties":{"name":{"$ref":"#/$defs/identifier"},"field":{"$ref":"#/$defs/fieldPath"},"truncate":{"$ref":"#/$defs/period"},"label":{"$ref":"#/$defs/localizedText"}}},"measure":{"type":"object","additionalProperties":false,"required":["name","fn","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"fn":{"enum":["count","sum","avg","min","max","percentile","ratio"]},"field":{"$ref":"#/$defs/identifier"},"since":{"$ref":"#/$defs/identifier"},"unit":{"enum":["hour","day"]},"fraction":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"numerator":{"$ref":"#/$defs/identifier"},"denominator":{"$ref":"#/$defs/identifier"},"label":{"$ref":"#/$defs/localizedText"}},"allOf":[{"if":{"properties":{"fn":{"enum":["sum","avg","min","max","percentile"]}}},"then":{"required":["field"]}},{"if":{"properties":{"fn":{"const":"percentile"}}},"then":{"required":["fraction"]}},{"if":{"properties":{"fn":{"const":"ratio"}}},"then":{"required":["numerator","denominator"]}},{"if":{"required":["since"]},"then":{"required":["unit"]}}]},"filter":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["eq","in","like","gte","lte"]},"value":{"oneOf":[{"type":"string","maxLength":200},{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","maxLength":200}}]}}},"sort":{"type":"object","additionalProperties":false,"required":["by"],"properties":{"by":{"$ref":"#/$defs/identifier"},"direction":{"enum":["asc","desc"]}}},"display":{"type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["table","pivot","bar","line","pie","kpi"]},"x":{"$ref":"#/$defs/identifier"},"series":{"$ref":"#/$defs/identifier"},"measures":{"type":"array","minItems":1,"maxItems":12,"items":{"$ref":"#/$defs/identifier"}}}},"menu":{"type":"object","additionalProperties":false,"required":["parentId"],"properties":{"parentId":{"type":"string","minLength":1,"maxLength":64},"icon":{"type":"string","maxLength":64},"seq":{"type":"integer","minimum":0,"maximum":100000},"roles":{"type":"array","maxItems":50,"items":{"$ref":"#/$defs/identifier"}}}},"comparison":{"type":"object","additionalProperties":false,"required":["field","period"],"properties":{"field":{"$ref":"#/$defs/identifier"},"period":{"$ref":"#/$defs/period"}}}}};
const schema182 = {"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*$","maxLength":64};
const schema183 = {"type":"object","additionalProperties":false,"required":["zh-CN","en-US"],"properties":{"zh-CN":{"type":"string","minLength":1},"en-US":{"type":"string","minLength":1}}};
const schema185 = {"type":"object","additionalProperties":false,"required":["name","field"],"properties":{"name":{"$ref":"#/$defs/identifier"},"field":{"$ref":"#/$defs/fieldPath"},"truncate":{"$ref":"#/$defs/period"},"label":{"$ref":"#/$defs/localizedText"}}};
const schema187 = {"description":"A field of the source module, or of a record reached through up to three references or 'parent' hops (materialId.category, parent.outboundDate).","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*){0,3}$","maxLength":200};
const schema188 = {"enum":["day","week","month","quarter","year"]};
const pattern107 = new RegExp("^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*){0,3}$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.field === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "field")) || (key0 === "truncate")) || (key0 === "label"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.field !== undefined){
let data1 = data.field;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err6 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/fieldPath/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern107.test(data1)){
const err7 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/fieldPath/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*){0,3}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*){0,3}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/fieldPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.truncate !== undefined){
let data2 = data.truncate;
if(!(((((data2 === "day") || (data2 === "week")) || (data2 === "month")) || (data2 === "quarter")) || (data2 === "year"))){
const err9 = {instancePath:instancePath+"/truncate",schemaPath:"#/$defs/period/enum",keyword:"enum",params:{allowedValues: schema188.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.label !== undefined){
let data3 = data.label;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["zh-CN"] === undefined){
const err10 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3["en-US"] === undefined){
const err11 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err12 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3["zh-CN"] !== undefined){
let data4 = data3["zh-CN"];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3["en-US"] !== undefined){
let data5 = data3["en-US"];
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err15 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema190 = {"type":"object","additionalProperties":false,"required":["name","fn","label"],"properties":{"name":{"$ref":"#/$defs/identifier"},"fn":{"enum":["count","sum","avg","min","max","percentile","ratio"]},"field":{"$ref":"#/$defs/identifier"},"since":{"$ref":"#/$defs/identifier"},"unit":{"enum":["hour","day"]},"fraction":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"numerator":{"$ref":"#/$defs/identifier"},"denominator":{"$ref":"#/$defs/identifier"},"label":{"$ref":"#/$defs/localizedText"}},"allOf":[{"if":{"properties":{"fn":{"enum":["sum","avg","min","max","percentile"]}}},"then":{"required":["field"]}},{"if":{"properties":{"fn":{"const":"percentile"}}},"then":{"required":["fraction"]}},{"if":{"properties":{"fn":{"const":"ratio"}}},"then":{"required":["numerator","denominator"]}},{"if":{"required":["since"]},"then":{"required":["unit"]}}]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fn !== undefined){
let data0 = data.fn;
if(!(((((data0 === "sum") || (data0 === "avg")) || (data0 === "min")) || (data0 === "max")) || (data0 === "percentile"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fn !== undefined){
if("percentile" !== data.fn){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fraction === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "fraction"},message:"must have required property '"+"fraction"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fn !== undefined){
if("ratio" !== data.fn){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.numerator === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.denominator === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err9 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.since === undefined) && (missing0 = "since")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unit === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid3 = _errs19 === errors;
valid7 = _valid3;
}
if(!valid7){
const err12 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.fn === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fn"},message:"must have required property '"+"fn"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.label === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema190.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data3)){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.fn !== undefined){
let data4 = data.fn;
if(!(((((((data4 === "count") || (data4 === "sum")) || (data4 === "avg")) || (data4 === "min")) || (data4 === "max")) || (data4 === "percentile")) || (data4 === "ratio"))){
const err20 = {instancePath:instancePath+"/fn",schemaPath:"#/properties/fn/enum",keyword:"enum",params:{allowedValues: schema190.properties.fn.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.field !== undefined){
let data5 = data.field;
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err21 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data5)){
const err22 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.since !== undefined){
let data6 = data.since;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err24 = {instancePath:instancePath+"/since",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern4.test(data6)){
const err25 = {instancePath:instancePath+"/since",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/since",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.unit !== undefined){
let data7 = data.unit;
if(!((data7 === "hour") || (data7 === "day"))){
const err27 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema190.properties.unit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.fraction !== undefined){
let data8 = data.fraction;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 >= 1 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/fraction",schemaPath:"#/properties/fraction/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 <= 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/fraction",schemaPath:"#/properties/fraction/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/fraction",schemaPath:"#/properties/fraction/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.numerator !== undefined){
let data9 = data.numerator;
if(typeof data9 === "string"){
if(func2(data9) > 64){
const err31 = {instancePath:instancePath+"/numerator",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data9)){
const err32 = {instancePath:instancePath+"/numerator",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/numerator",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.denominator !== undefined){
let data10 = data.denominator;
if(typeof data10 === "string"){
if(func2(data10) > 64){
const err34 = {instancePath:instancePath+"/denominator",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data10)){
const err35 = {instancePath:instancePath+"/denominator",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/denominator",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.label !== undefined){
let data11 = data.label;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11["zh-CN"] === undefined){
const err37 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data11["en-US"] === undefined){
const err38 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err39 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11["zh-CN"] !== undefined){
let data12 = data11["zh-CN"];
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err40 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/label/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11["en-US"] !== undefined){
let data13 = data11["en-US"];
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err42 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/label/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema197 = {"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"$ref":"#/$defs/identifier"},"op":{"enum":["eq","in","like","gte","lte"]},"value":{"oneOf":[{"type":"string","maxLength":200},{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","maxLength":200}}]}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.op === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.value === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "field") || (key0 === "op")) || (key0 === "value"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.op !== undefined){
let data1 = data.op;
if(!(((((data1 === "eq") || (data1 === "in")) || (data1 === "like")) || (data1 === "gte")) || (data1 === "lte"))){
const err7 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema197.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
const _errs7 = errors;
let valid2 = false;
let passing0 = null;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/0/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs10 = errors;
if(Array.isArray(data2)){
if(data2.length > 100){
const err10 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err12 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/oneOf/1/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/value/" + i0,schemaPath:"#/properties/value/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema199 = {"type":"object","additionalProperties":false,"required":["by"],"properties":{"by":{"$ref":"#/$defs/identifier"},"direction":{"enum":["asc","desc"]}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.by === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "by") || (key0 === "direction"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.by !== undefined){
let data0 = data.by;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err2 = {instancePath:instancePath+"/by",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/by",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/by",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.direction !== undefined){
let data1 = data.direction;
if(!((data1 === "asc") || (data1 === "desc"))){
const err5 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema199.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema201 = {"type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["table","pivot","bar","line","pie","kpi"]},"x":{"$ref":"#/$defs/identifier"},"series":{"$ref":"#/$defs/identifier"},"measures":{"type":"array","minItems":1,"maxItems":12,"items":{"$ref":"#/$defs/identifier"}}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "x")) || (key0 === "series")) || (key0 === "measures"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(!((((((data0 === "table") || (data0 === "pivot")) || (data0 === "bar")) || (data0 === "line")) || (data0 === "pie")) || (data0 === "kpi"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema201.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data1 = data.x;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.series !== undefined){
let data2 = data.series;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err6 = {instancePath:instancePath+"/series",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/series",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/series",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.measures !== undefined){
let data3 = data.measures;
if(Array.isArray(data3)){
if(data3.length > 12){
const err9 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.length < 1){
const err10 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err11 = {instancePath:instancePath+"/measures/" + i0,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/measures/" + i0,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/measures/" + i0,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema205 = {"type":"object","additionalProperties":false,"required":["field","period"],"properties":{"field":{"$ref":"#/$defs/identifier"},"period":{"$ref":"#/$defs/period"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.period === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "period"},message:"must have required property '"+"period"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "field") || (key0 === "period"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.field !== undefined){
let data0 = data.field;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/field",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.period !== undefined){
let data1 = data.period;
if(!(((((data1 === "day") || (data1 === "week")) || (data1 === "month")) || (data1 === "quarter")) || (data1 === "year"))){
const err6 = {instancePath:instancePath+"/period",schemaPath:"#/$defs/period/enum",keyword:"enum",params:{allowedValues: schema188.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema208 = {"type":"object","additionalProperties":false,"required":["parentId"],"properties":{"parentId":{"type":"string","minLength":1,"maxLength":64},"icon":{"type":"string","maxLength":64},"seq":{"type":"integer","minimum":0,"maximum":100000},"roles":{"type":"array","maxItems":50,"items":{"$ref":"#/$defs/identifier"}}}};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.parentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parentId"},message:"must have required property '"+"parentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "parentId") || (key0 === "icon")) || (key0 === "seq")) || (key0 === "roles"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.parentId !== undefined){
let data0 = data.parentId;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err2 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.seq !== undefined){
let data2 = data.seq;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.roles !== undefined){
let data3 = data.roles;
if(Array.isArray(data3)){
if(data3.length > 50){
const err10 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err11 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://energy-ops.local/schemas/report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reportId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reportId"},message:"must have required property '"+"reportId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dimensions === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dimensions"},message:"must have required property '"+"dimensions"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.measures === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "measures"},message:"must have required property '"+"measures"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.display === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "display"},message:"must have required property '"+"display"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema181.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err7 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reportId !== undefined){
let data1 = data.reportId;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err8 = {instancePath:instancePath+"/reportId",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/reportId",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/reportId",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["zh-CN"] === undefined){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "zh-CN"},message:"must have required property '"+"zh-CN"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2["en-US"] === undefined){
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/required",keyword:"required",params:{missingProperty: "en-US"},message:"must have required property '"+"en-US"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "zh-CN") || (key1 === "en-US"))){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2["zh-CN"] !== undefined){
let data3 = data2["zh-CN"];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/title/zh-CN",schemaPath:"#/$defs/localizedText/properties/zh-CN/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2["en-US"] !== undefined){
let data4 = data2["en-US"];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/title/en-US",schemaPath:"#/$defs/localizedText/properties/en-US/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/localizedText/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.source !== undefined){
let data5 = data.source;
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err19 = {instancePath:instancePath+"/source",schemaPath:"#/$defs/identifier/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data5)){
const err20 = {instancePath:instancePath+"/source",schemaPath:"#/$defs/identifier/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/source",schemaPath:"#/$defs/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.dimensions !== undefined){
let data6 = data.dimensions;
if(Array.isArray(data6)){
if(data6.length > 4){
const err22 = {instancePath:instancePath+"/dimensions",schemaPath:"#/properties/dimensions/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate61(data6[i0], {instancePath:instancePath+"/dimensions/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/dimensions",schemaPath:"#/properties/dimensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.measures !== undefined){
let data8 = data.measures;
if(Array.isArray(data8)){
if(data8.length > 12){
const err24 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8.length < 1){
const err25 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate63(data8[i1], {instancePath:instancePath+"/measures/" + i1,parentData:data8,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/measures",schemaPath:"#/properties/measures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.filters !== undefined){
let data10 = data.filters;
if(Array.isArray(data10)){
if(data10.length > 20){
const err27 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
if(!(validate65(data10[i2], {instancePath:instancePath+"/filters/" + i2,parentData:data10,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.sort !== undefined){
let data12 = data.sort;
if(Array.isArray(data12)){
if(data12.length > 8){
const err29 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len3 = data12.length;
for(let i3=0; i3<len3; i3++){
if(!(validate67(data12[i3], {instancePath:instancePath+"/sort/" + i3,parentData:data12,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.limit !== undefined){
let data14 = data.limit;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err31 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 10000 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.display !== undefined){
if(!(validate69(data.display, {instancePath:instancePath+"/display",parentData:data,parentDataProperty:"display",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data.comparison !== undefined){
if(!(validate71(data.comparison, {instancePath:instancePath+"/comparison",parentData:data,parentDataProperty:"comparison",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.menu !== undefined){
if(!(validate73(data.menu, {instancePath:instancePath+"/menu",parentData:data,parentDataProperty:"menu",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
