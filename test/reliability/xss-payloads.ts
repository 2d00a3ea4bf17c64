/**
 * XSS corpus. Every payload that runs calls the page-level trap `__xss(id)`; every payload
 * that would create an element marks it with `data-xss`, so "rendered as text" can be
 * checked by looking for that attribute. `{id}` is replaced by the payload's number.
 */
const TEMPLATES: string[] = [
  // script tags
  '<script>__xss({id})</script>',
  '<SCRIPT>__xss({id})</SCRIPT>',
  '<script data-xss src="data:text/javascript,__xss({id})"></script>',
  '</script><script data-xss>__xss({id})</script>',
  '<scr<script>ipt>__xss({id})</scr</script>ipt>',
  '"><script data-xss>__xss({id})</script>',
  "'><script data-xss>__xss({id})</script>",
  '</textarea><script data-xss>__xss({id})</script>',
  '</title><script data-xss>__xss({id})</script>',
  '<!--<script data-xss>__xss({id})</script>-->',
  // event-handler attributes
  '<img data-xss src=x onerror=__xss({id})>',
  '<img data-xss src="x" onerror="__xss({id})">',
  '<IMG data-xss SRC=x OnErRoR=__xss({id})>',
  '<img data-xss src=x onerror="javascript:__xss({id})">',
  '<body data-xss onload=__xss({id})>',
  '<input data-xss autofocus onfocus=__xss({id})>',
  '<select data-xss autofocus onfocus=__xss({id})></select>',
  '<textarea data-xss autofocus onfocus=__xss({id})></textarea>',
  '<details data-xss open ontoggle=__xss({id})>',
  '<video data-xss><source onerror=__xss({id})></video>',
  '<audio data-xss src=x onerror=__xss({id})>',
  '<marquee data-xss onstart=__xss({id})>x</marquee>',
  '<div data-xss style="width:10px;height:10px" onmouseover=__xss({id})>x</div>',
  '" onmouseover="__xss({id})" data-xss="',
  "' onfocus='__xss({id})' autofocus data-xss='",
  '" autofocus onfocus=__xss({id}) data-xss x="',
  '<img data-xss src=x onerror=&#95;&#95;xss({id})>',
  '<img data-xss src=x onerror=\\u005f_xss({id})>',
  // javascript: and data: URLs
  'javascript:__xss({id})',
  'javascript:__xss({id})//',
  'JaVaScRiPt:__xss({id})',
  ' javascript:__xss({id})',
  'java\tscript:__xss({id})',
  'javascript:/*--></title></style></textarea></script><svg/onload=__xss({id})>',
  '<a data-xss href="javascript:__xss({id})">click</a>',
  '<iframe data-xss src="javascript:parent.__xss({id})"></iframe>',
  '<iframe data-xss srcdoc="<script>parent.__xss({id})</script>"></iframe>',
  '<object data-xss data="javascript:__xss({id})"></object>',
  '<embed data-xss src="javascript:__xss({id})">',
  '<form data-xss action="javascript:__xss({id})"><button>x</button></form>',
  '<meta data-xss http-equiv="refresh" content="0;url=javascript:__xss({id})">',
  'data:text/html,<script>parent.__xss({id})</script>',
  // the normalisation browsers apply before reading a scheme
  'java\nscript:__xss({id})',
  'java\rscript:__xss({id})',
  '\u0001javascript:__xss({id})',
  '\u0000 \u001fjavascript:__xss({id})',
  'javascript://%0a__xss({id})',
  'javascript://%0A__xss({id})//',
  "jaVasCript:/*-/*`/*\\`/*'/*\"/**/(/* */oNcliCk=__xss({id}) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=__xss({id})//>\\x3e",
  'vbscript:__xss({id})',
  'VBScript:__xss({id})',
  'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg==#__xss({id})',
  'DATA:text/html,<script>parent.__xss({id})</script>',
  // SVG and MathML
  '<svg data-xss onload=__xss({id})>',
  '<svg data-xss><script>__xss({id})</script></svg>',
  '<svg data-xss><animate onbegin=__xss({id}) attributeName=x dur=1s>',
  '<svg data-xss><a xlink:href="javascript:__xss({id})"><text x=0 y=20>x</text></a></svg>',
  '<svg data-xss><foreignObject><img src=x onerror=__xss({id})></foreignObject></svg>',
  '<math data-xss><mtext><img src=x onerror=__xss({id})></mtext></math>',
  // broken markup and parser confusion
  '<img data-xss src=x onerror=__xss({id})//',
  '<<img data-xss src=x onerror=__xss({id})>>',
  '<img data-xss """><script>__xss({id})</script>">',
  '<noscript><p title="</noscript><img data-xss src=x onerror=__xss({id})>">',
  '<style></style><img data-xss src=x onerror=__xss({id})>',
  '<template><img src=x onerror=__xss({id})></template><img data-xss src=x onerror=__xss({id})>',
  '<base data-xss href="javascript:__xss({id})//">',
  '<link data-xss rel=import href="data:text/html,<script>parent.__xss({id})</script>">',
  // encodings that survive one round of decoding
  '%3Cimg%20data-xss%20src%3Dx%20onerror%3D__xss({id})%3E',
  '&lt;img data-xss src=x onerror=__xss({id})&gt;',
  '\\u003cimg data-xss src=x onerror=__xss({id})\\u003e',
  '${__xss({id})}',
  '{{constructor.constructor("__xss({id})")()}}',
];

export interface Payload {
  id: number;
  text: string;
}

export const XSS_PAYLOADS: Payload[] = TEMPLATES.map((template, index) => ({
  id: index + 1,
  text: template.replaceAll('{id}', String(index + 1)),
}));
