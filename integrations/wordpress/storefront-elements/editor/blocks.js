/**
 * The plugin's blocks in the block editor: a server-rendered preview, and the block's settings in the
 * sidebar. Plain script on WordPress's own editor packages (no build step); the list of blocks and their
 * attributes, and their labels in the site's language, come from the server (includes/blocks.php).
 */
(function (wp, config) {
  if (!wp || !config) return;
  var el = wp.element.createElement;
  var InspectorControls = wp.blockEditor.InspectorControls;
  var useBlockProps = wp.blockEditor.useBlockProps;
  var PanelBody = wp.components.PanelBody;
  var TextControl = wp.components.TextControl;
  var ToggleControl = wp.components.ToggleControl;
  var ServerSideRender = wp.serverSideRender;

  function control(name, schema, attributes, setAttributes) {
    var label = config.labels[name] || name;
    if (schema.type === 'boolean') {
      return el(ToggleControl, {
        key: name,
        label: label,
        checked: !!attributes[name],
        onChange: function (value) {
          var next = {};
          next[name] = value;
          setAttributes(next);
        },
      });
    }
    return el(TextControl, {
      key: name,
      label: label,
      type: schema.type === 'number' ? 'number' : 'text',
      value: attributes[name] || '',
      onChange: function (value) {
        var next = {};
        next[name] = schema.type === 'number' ? parseInt(value, 10) || 0 : value;
        setAttributes(next);
      },
    });
  }

  config.blocks.forEach(function (block) {
    wp.blocks.registerBlockType(block.name, {
      apiVersion: 3,
      title: block.title,
      category: 'woocommerce',
      icon: 'cart',
      attributes: block.attributes,
      edit: function (props) {
        var names = Object.keys(block.attributes);
        return el(
          'div',
          useBlockProps(),
          names.length
            ? el(
                InspectorControls,
                null,
                el(
                  PanelBody,
                  { title: config.labels.settings },
                  names.map(function (name) {
                    return control(name, block.attributes[name], props.attributes, props.setAttributes);
                  }),
                ),
              )
            : null,
          el(ServerSideRender, { block: block.name, attributes: props.attributes }),
        );
      },
      // Rendered on the server for every page view: the post stores only the block's comment.
      save: function () {
        return null;
      },
    });
  });
})(window.wp, window.storefrontElementsBlocks);
